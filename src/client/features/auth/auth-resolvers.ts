import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, loginSchema } from './auth-schemas';

/** The sign-in screens' resolvers: fetched on the first validation (lazyResolver in lib/forms.ts), never with the page. */
export const loginResolver = zodResolver(loginSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
