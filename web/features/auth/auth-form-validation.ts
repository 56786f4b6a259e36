/**
 * The auth forms' validation: the contracts' zod schemas behind react-hook-form resolvers. Loaded on first use
 * (see lazy-validation.ts), not with the screens: zod is the largest part of their script and nothing needs it
 * before the visitor starts on a form (decision 033).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequest, loginRequest, registerRequest, resetPasswordRequest } from '../../../common/contracts/auth';

export const login = zodResolver(loginRequest);
export const register = zodResolver(registerRequest);
export const forgotPassword = zodResolver(forgotPasswordRequest);
export const resetPassword = zodResolver(resetPasswordRequest);
