import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';

/** What the member token routes answer, as zod schemas (the API description is generated from them). */

/** A member token, answered once at issue: the token, the key its calls are signed with, when it stops working, the member it opens. */
export const MemberTokenBody = z.object({
  token: z.string().describe("Sent as x-ct-user-token on the member's own calls"),
  key: z.string().describe("Signs the member's calls (X-CT-Authorization: CTApiV2Auth) where the program requires signed requests"),
  expires_at: z.number().int().describe('Unix seconds'),
  user_id: z.string().describe("The member's id, for the {user_id} of its calls"),
});

export const memberTokenAnswers = {
  MemberToken: MemberTokenBody,
} satisfies AnswerBodies;
