import { generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import forge from 'node-forge';
import type { WalletSettings } from '../../../src/server/services/wallet/wallet-settings.js';

/** A certificate for `subject`, signed by `issuer` (itself when absent), valid for a year. */
function certificate(subject: string, keys: forge.pki.rsa.KeyPair, issuer?: { cert: forge.pki.Certificate; keys: forge.pki.rsa.KeyPair }) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = String(Math.floor(Math.random() * 1e9) + 1);
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer((issuer?.cert ?? cert).subject.attributes);
  cert.sign(issuer?.keys.privateKey ?? keys.privateKey, forge.md.sha256.create());
  return cert;
}

/**
 * Throwaway signing material, as a club would get from Apple (a pass type certificate under the
 * WWDR intermediate) and Google (a service account key), made fresh for each test run.
 */
export function throwawayWalletKeys(): { settings: WalletSettings; signerCert: forge.pki.Certificate; googlePublicKey: KeyObject } {
  const caKeys = forge.pki.rsa.generateKeyPair(2048);
  const ca = certificate('Test WWDR', caKeys);
  const signerKeys = forge.pki.rsa.generateKeyPair(2048);
  const signer = certificate('Pass Type ID: pass.test.shop', signerKeys, { cert: ca, keys: caKeys });
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    settings: {
      apple: {
        passTypeIdentifier: 'pass.test.shop', teamIdentifier: 'TEAM123456',
        signerCert: forge.pki.certificateToPem(signer), signerKey: forge.pki.privateKeyToPem(signerKeys.privateKey), wwdr: forge.pki.certificateToPem(ca),
      },
      google: {
        issuerId: '3388000000012345678', serviceAccountEmail: 'wallet@test-shop.iam.gserviceaccount.com',
        privateKey: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    },
    signerCert: signer,
    googlePublicKey: google.publicKey,
  };
}
