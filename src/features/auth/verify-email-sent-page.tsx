export { VerifyEmailSentPage as default } from './email-sent-page.js';
