/**
 * Writes throwaway wallet signing material (tests/server/helpers/wallet-keys.ts) as the files the
 * server's APPLE_WALLET_* and GOOGLE_WALLET_* variables name, into the folder given on the command
 * line, for the end-to-end server that runs the @wallet tests (playwright.config.ts). Made fresh on
 * each run, offline: nothing here is a real Apple or Google key.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { throwawayWalletKeys } from '../../server/helpers/wallet-keys.js';

/** The environment that turns both wallets on with the files written to `folder`. */
export function walletKeysEnv(folder: string): Record<string, string> {
  return {
    APPLE_WALLET_PASS_TYPE_ID: 'pass.test.shop',
    APPLE_WALLET_TEAM_ID: 'TEAM123456',
    APPLE_WALLET_SIGNER_CERT: join(folder, 'apple-signer.pem'),
    APPLE_WALLET_SIGNER_KEY: join(folder, 'apple-signer-key.pem'),
    APPLE_WALLET_WWDR_CERT: join(folder, 'apple-wwdr.pem'),
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: join(folder, 'google-service-account.json'),
  };
}

function writeWalletKeys(folder: string): void {
  const { settings } = throwawayWalletKeys();
  const env = walletKeysEnv(folder);
  mkdirSync(folder, { recursive: true });
  writeFileSync(env['APPLE_WALLET_SIGNER_CERT']!, settings.apple!.signerCert);
  writeFileSync(env['APPLE_WALLET_SIGNER_KEY']!, settings.apple!.signerKey);
  writeFileSync(env['APPLE_WALLET_WWDR_CERT']!, settings.apple!.wwdr);
  writeFileSync(env['GOOGLE_WALLET_SERVICE_ACCOUNT_FILE']!, JSON.stringify({
    client_email: settings.google!.serviceAccountEmail, private_key: settings.google!.privateKey,
  }));
}

if (process.argv[1]?.endsWith('wallet-keys-files.ts')) {
  const folder = process.argv[2];
  if (folder === undefined) throw new Error('usage: tsx tests/e2e/helpers/wallet-keys-files.ts FOLDER');
  writeWalletKeys(folder);
}
