/**
 * `@vigil/sdk/auth`: the sign-in and session calls for a sign-in page, without ky or zod (`createAuthClient`), and
 * the auth calls' table without schemas (`authCalls`). The errors and guards are `@vigil/sdk/client`'s.
 */
export { type AuthClient, createAuthClient } from '../auth/auth-client';
export { type AuthCall, type AuthCallName, authCalls } from '../auth/auth-calls';
// What a sign-in page needs besides: the result guard, the error guards, and the strict-CSP switch for zod.
export { isSuccess } from '../client/result-guards';
export { configureForStrictCsp } from '../client/strict-csp';
export { isResponseValidationError, isTransportError } from '../client/errors';
// The sign-in form's rules without zod (`loginFormSchema`'s and `captchaAnswerSchema`'s, from the same predicates).
export { captchaAnswerRules, type RuleIssue, type RuleResult, signInFormRules } from '../rules/validation/sign-in-rules';
