import * as z from 'zod';
import { OPERATOR_PASSWORD_MAX_LENGTH, weakPasswordReason } from './operator-passwords.js';
import { OPERATOR_ROLES } from './operator-roles.js';

/** What the operator-management routes send. Schemas only: a contract loads them without the repository. */

const Role = z.enum(OPERATOR_ROLES, { error: `role: one of ${OPERATOR_ROLES.join(', ')}` });

export const InviteOperatorBody = z.strictObject({
  email: z.string().trim().max(254).pipe(z.email('email: must be a valid e-mail address')),
  role: Role,
});
export type InviteOperatorInput = z.infer<typeof InviteOperatorBody>;

export const ChangeOperatorRoleBody = z.strictObject({ role: Role });

/** Operator ids are issued by this service. */
export const OperatorAccountId = z.string().regex(/^op_[a-z2-7]{16}$/, 'must be an operator id issued by this service');
export const OperatorAccountPath = z.object({ operator_id: OperatorAccountId });

export const OperatorListQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50), cursor: OperatorAccountId.optional() });

/**
 * The local token issuer's sign-in (the console's sign-in page): a new password is required on the
 * first sign-in of an invited operator, and must meet the operators' password policy.
 */
export const SignInBody = z
  .strictObject({
    email: z.string().trim().max(254),
    password: z.string().min(1).max(OPERATOR_PASSWORD_MAX_LENGTH),
    new_password: z.string().max(OPERATOR_PASSWORD_MAX_LENGTH, `new_password: at most ${OPERATOR_PASSWORD_MAX_LENGTH} characters`).optional(),
  })
  .superRefine(({ password, new_password }, context) => {
    const reason = new_password === undefined ? undefined : weakPasswordReason(new_password, password);
    if (reason) context.addIssue({ code: 'custom', path: ['new_password'], message: `new_password: ${reason}` });
  });
