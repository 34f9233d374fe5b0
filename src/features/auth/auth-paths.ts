/** Links between the sign-in screens (the route table is src/app/routes.tsx). */
export const authPaths = {
  login: (options: { email?: string; redirectUrl?: string } = {}): string => {
    const query = new URLSearchParams();
    if (options.email) query.set('email', options.email);
    if (options.redirectUrl && options.redirectUrl !== '/') query.set('redirectUrl', options.redirectUrl);
    const text = query.toString();
    return text === '' ? '/login' : `/login?${text}`;
  },
  /** `email` prefills the form, as on login (a transfer's recipient signs up with the address it was sent to). */
  signUp: (options: { email?: string; redirectUrl?: string } = {}): string => {
    const query = new URLSearchParams();
    if (options.email) query.set('email', options.email);
    if (options.redirectUrl && options.redirectUrl !== '/') query.set('redirectUrl', options.redirectUrl);
    const text = query.toString();
    return text === '' ? '/sign-up' : `/sign-up?${text}`;
  },
  passwordForgotten: (expiredToken = false): string => (expiredToken ? '/user/password-forgotten?expiredToken=true' : '/user/password-forgotten'),
  verifyEmailSent: (email: string): string => `/user/verify-email-send-email/${encodeURIComponent(email)}`,
  resetPasswordSent: (email: string): string => `/user/reset-password-send-email/${encodeURIComponent(email)}`,
  actionTokenError: (code: string): string => `/user/action-token-error?code=${encodeURIComponent(code)}`,
};
