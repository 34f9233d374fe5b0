import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { ShopModal } from '../../lib/shop-modal.js';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { setSessionCustomer } from '../../lib/session.js';
import { deleteCustomer, downloadExport, fetchCustomer, updateCustomer } from './api.js';
import type { CustomerProfile } from './api.js';
import { codeMessage, PROFILE_SAVE_WORDING } from './messages.js';
import { callFailure } from '../../lib/api-error.js';

/** Whether the shop now answers that nobody is signed in (false when it cannot be asked). */
async function signedOutNow(): Promise<boolean> {
  try {
    return (await fetchCustomer()).customer === null;
  } catch {
    return false;
  }
}

/** A refused export says the fan has downloaded several times, and how long to wait. */
const EXPORT_WORDING = { RATE_LIMITED: 'account:privacy.exportLimited' } as const;

/** CRM consent, the GDPR export and account deletion (with a confirmation). */
export function PrivacySection({ profile, onSaved }: { profile: CustomerProfile; onSaved: (profile: CustomerProfile) => void }): ReactElement {
  const { t } = useTranslation(['account', 'errors']);
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [savingConsent, setSavingConsent] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportData = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadExport(profile.id, new Date().toISOString().slice(0, 10));
    } catch (caught) {
      const { code, details } = caught as { code: string; details?: unknown };
      setExportError(codeMessage(t, code, details, EXPORT_WORDING));
    } finally {
      setExporting(false);
    }
  };

  const toggleConsent = async (acceptsCrm: boolean) => {
    setError(null);
    setSavingConsent(true);
    try {
      const { id: _id, email: _email, isEarlyBird: _early, emailVerified: _verified, ...fields } = profile;
      onSaved((await updateCustomer(profile.id, { ...fields, acceptsCrm })).customer);
    } catch (caught) {
      setError(codeMessage(t, callFailure(caught).code, undefined, PROFILE_SAVE_WORDING));
    } finally {
      setSavingConsent(false);
    }
  };

  const deleted = () => {
    setSessionCustomer(null);
    navigate('/?accountDeleted=1', { replace: true });
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteCustomer(profile.id);
      deleted();
    } catch (caught) {
      const { code } = callFailure(caught);
      // An answer lost on the way (or a retry after one, which the ended session refuses): the
      // deletion ends the session, so a session gone means the account is gone.
      if ((code === 'NETWORK' || code === 'UNAUTHENTICATED') && (await signedOutNow())) return deleted();
      setConfirming(false);
      setError(codeMessage(t, code));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack gap="md" maw={560}>
      <Title order={2} size="h4">
        {t('account:privacy.title')}
      </Title>
      {error ? <Alert color="red" role="alert" data-testid="privacy-error">{error}</Alert> : null}
      <Checkbox
        label={t('account:privacy.crmConsent')}
        checked={profile.acceptsCrm}
        disabled={savingConsent}
        onChange={(event) => void toggleConsent(event.currentTarget.checked)}
      />
      <Stack gap={4}>
        <Text>{t('account:privacy.exportText')}</Text>
        <Button variant="default" loading={exporting} onClick={() => void exportData()} style={{ alignSelf: 'flex-start' }} data-testid="export-data">
          {t('account:privacy.export')}
        </Button>
        <Text size="sm" c="red" aria-live="polite" data-testid="export-error">{exportError ?? ''}</Text>
      </Stack>
      <Stack gap={4}>
        <Text>{t('account:privacy.deleteText')}</Text>
        <Button color="red" variant="outline" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
          {t('account:privacy.delete')}
        </Button>
      </Stack>
      <ShopModal opened={confirming} onClose={() => setConfirming(false)} title={t('account:privacy.confirmTitle')} centered>
        <Stack>
          <Text>{t('account:privacy.confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('account:privacy.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()} data-testid="confirm-delete">
              {t('account:privacy.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </ShopModal>
    </Stack>
  );
}
