import type { operations } from '@rewards-api/client';

/** The 200 (or 201) answer of an operation, as the API description declares it. */
type Answer<Name extends keyof operations> = operations[Name]['responses'] extends { 200: { content: { 'application/json': infer Body } } }
  ? Body
  : operations[Name]['responses'] extends { 201: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

export type MemberOverview = Answer<'AdminGetMember'>;
export type LedgerEntry = Answer<'AdminListMemberLedger'>['entries'][number];
export type MemberRedemption = Answer<'AdminListMemberRedemptions'>['rewards'][number];
export type MemberCoupon = Answer<'AdminListMemberCoupons'>[number];
export type MemberPurchase = Answer<'AdminListMemberPurchases'>['purchases'][number];
export type AuditEntry = Answer<'AdminListProgramAudit'>['entries'][number];
export type FulfilmentOrder = Answer<'AdminFulfilOrder'>;
export type QueuedReceipt = Answer<'AdminListReceipts'>['receipts'][number];
export type ReviewedReceipt = Answer<'AdminApproveReceipt'>;
export type AdjustmentApproval = Answer<'AdminApproveAdjustment'>;
export type ExportRecord = Answer<'AdminExportMember'>['records'][number];
export type MemberNote = Answer<'AdminListMemberNotes'>['notes'][number];

/** How a member may be named (the id_type values). */
export type IdType = NonNullable<NonNullable<operations['AdminGetMember']['parameters']['query']>['id_type']>;
export type Segment = Answer<'AdminGetSegment'>;
export type SegmentMember = Answer<'AdminListSegmentMembers'>['members'][number];
export type SegmentMembersChanged = Answer<'AdminChangeSegmentMembers'>;
export type MemberSegment = Answer<'AdminListMemberSegments'>[number];
export type SegmentPreview = Answer<'AdminPreviewSegment'>;
