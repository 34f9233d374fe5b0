/**
 * The keys that sign wallet passes, from the environment (never from the site config, which the
 * browser receives). Each kind is on only when all its values are given; a path that cannot be
 * read stops the start with the variable's name rather than failing at a fan's first click.
 *
 * Apple Wallet: APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID, APPLE_WALLET_SIGNER_CERT and
 * APPLE_WALLET_SIGNER_KEY (PEM files of the pass type certificate and its key),
 * APPLE_WALLET_SIGNER_KEY_PASSPHRASE (optional), APPLE_WALLET_WWDR_CERT (Apple's intermediate, PEM).
 * Google Wallet: GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT_FILE (the service
 * account's JSON key: client_email and private_key).
 */
import { readFileSync } from 'node:fs';
import type { WalletKind } from '../../../domain/site-config.js';

export interface AppleWalletSettings {
  passTypeIdentifier: string;
  teamIdentifier: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
}

export interface GoogleWalletSettings {
  issuerId: string;
  serviceAccountEmail: string;
  /** PKCS#8 PEM of the service account's RSA key. */
  privateKey: string;
}

export interface WalletSettings {
  apple: AppleWalletSettings | null;
  google: GoogleWalletSettings | null;
}

export const NO_WALLET: WalletSettings = { apple: null, google: null };

export const walletKinds = (settings: WalletSettings): WalletKind[] =>
  [settings.apple ? 'apple' as const : null, settings.google ? 'google' as const : null].filter((k): k is WalletKind => k !== null);

function readVariableFile(env: NodeJS.ProcessEnv, name: string): string {
  const path = env[name] ?? '';
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${name}: cannot read ${path} (${(error as Error).message})`);
  }
}

const given = (env: NodeJS.ProcessEnv, names: readonly string[]) => names.every((name) => (env[name] ?? '').trim() !== '');

export function walletSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): WalletSettings {
  const appleNames = ['APPLE_WALLET_PASS_TYPE_ID', 'APPLE_WALLET_TEAM_ID', 'APPLE_WALLET_SIGNER_CERT', 'APPLE_WALLET_SIGNER_KEY', 'APPLE_WALLET_WWDR_CERT'];
  const apple: AppleWalletSettings | null = given(env, appleNames) ? {
    passTypeIdentifier: env['APPLE_WALLET_PASS_TYPE_ID']!,
    teamIdentifier: env['APPLE_WALLET_TEAM_ID']!,
    signerCert: readVariableFile(env, 'APPLE_WALLET_SIGNER_CERT'),
    signerKey: readVariableFile(env, 'APPLE_WALLET_SIGNER_KEY'),
    wwdr: readVariableFile(env, 'APPLE_WALLET_WWDR_CERT'),
    ...(env['APPLE_WALLET_SIGNER_KEY_PASSPHRASE'] ? { signerKeyPassphrase: env['APPLE_WALLET_SIGNER_KEY_PASSPHRASE'] } : {}),
  } : null;
  let google: GoogleWalletSettings | null = null;
  if (given(env, ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE'])) {
    const key = JSON.parse(readVariableFile(env, 'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE')) as { client_email?: unknown; private_key?: unknown };
    if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string') {
      throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: expected a service account key with client_email and private_key');
    }
    google = { issuerId: env['GOOGLE_WALLET_ISSUER_ID']!, serviceAccountEmail: key.client_email, privateKey: key.private_key };
  }
  return { apple, google };
}
