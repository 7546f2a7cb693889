/** Member tokens as other features and the middleware see them. */
export { authenticateMemberCall, type IssuedToken, issueMemberToken, type MemberCall, type MemberCredentials, signOutEverywhere } from './member-tokens.js';
export { signInVerifiedMember } from './verified-sign-in.js';
export { ClientUserSignInBody, IssueTokenQuery, PasswordSignInBody } from './token-requests.js';
export { signInWithPassword } from './password-sign-in.js';
