import type { ClientRecord } from '../programs/index.js';
import { inputError } from '../errors.js';
import { logger } from '../support/logger.js';
import { findMember, type MemberRecord } from './member-lookup.js';
import { creditActivity } from '../points/index.js';
import { serviceRequest } from '../requests/index.js';

/**
 * Referrals (the hosted API's invite_code and referral_url). A member's invite code is their id
 * in base 36, upper case: it needs no item of its own, and referral_url carries it when the
 * client set a referral_base_url. A sign-up with a code credits the inviting member the client's
 * referral activity (its caps apply), when one is configured.
 */
export const inviteCodeOf = (memberId: number): string => memberId.toString(36).toUpperCase();

export function referralUrl(client: ClientRecord, member: MemberRecord): string {
  const base = client.settings.referral_base_url;
  if (!base) return '';
  return `${base}${base.includes('?') ? '&' : '?'}invite_code=${inviteCodeOf(member.id)}`;
}

/** The member an invite code names; input_error when it names nobody of this client. */
export async function inviterOf(client: ClientRecord, inviteCode: string): Promise<MemberRecord> {
  const id = /^[0-9A-Za-z]{1,11}$/.test(inviteCode) ? Number.parseInt(inviteCode, 36) : Number.NaN;
  const inviter = Number.isSafeInteger(id) ? await findMember(client.clientId, 'id', String(id)) : undefined;
  if (!inviter) throw inputError('invite_code: no member has this invite code');
  return inviter;
}

/**
 * Credits the inviter's referral activity after the new member exists. The sign-up has already
 * succeeded: a credit that cannot be made (the activity removed meanwhile) is logged, not thrown.
 */
export async function creditReferral(client: ClientRecord, inviter: MemberRecord): Promise<void> {
  const activityId = client.settings.referral_activity_id;
  if (activityId === null) return;
  try {
    await creditActivity(serviceRequest(client), { id: inviter.id }, { activity_id: activityId });
  } catch (error) {
    logger.warn('referral credit not made', { clientId: client.clientId, inviterId: inviter.id, error: error as Error });
  }
}
