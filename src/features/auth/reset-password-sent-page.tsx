export { ResetPasswordSentPage as default } from './email-sent-page.js';
