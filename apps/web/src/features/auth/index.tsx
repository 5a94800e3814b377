/** Account screens (spec 000 §2): sign-in and sign-up, e-mail confirmation, password reset. */
export { AuthPage } from './components/auth-page';
export { EmailConfirmedPage } from './components/email-confirmed-page';
export { ResetPasswordPage } from './components/reset-password-page';
