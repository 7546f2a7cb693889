import * as z from 'zod';
import {
  AddedCodesBody,
  AdminCampaignBody,
  AdminCampaignListBody,
  CampaignBody,
  CampaignCodeBody,
  SubmittedCodeBody,
} from '../campaigns/campaign-responses.js';
import { ApiKeyBody, ClientSettingsBody, CreatedClientBody, SigningKeyBody } from '../clients/client-responses.js';
import { pagedBody } from './paging.js';
import { CreatedImportBody, ImportBody, ImportErrorsBody, ImportListBody } from '../imports/import-responses.js';
import { InvitedOperatorBody, OperatorAccountBody, OperatorAccountListBody } from '../operators/operator-responses.js';
import { ExportBody, ExportListBody } from '../exports/export-responses.js';
import { AuditPageBody } from '../audit/audit-responses.js';
import { DeletionRequestBody, DeletionStatusBody, MemberExportBody, UpdatedUserBody, UserObjectBody } from '../members/member-responses.js';
import {
  ActivitiesBody,
  ActivityHistoryBody,
  CreditResultBody,
  ExtendedActivitiesBody,
  ExtendedActivityBody,
  ExtendedActivityHistoryBody,
  OperatorActivitiesBody,
  OperatorActivityBody,
  PointsAdjustmentBody,
  PointsAdjustmentsBody,
  PointsExpirationBody,
  PointsSummaryBody,
  RankBody,
  StreamBody,
} from '../points/points-responses.js';
import {
  PendingPointsBody,
  PotentialPointsBody,
  PurchaseCreatedBody,
  PurchaseDetailBody,
  PurchaseHistoryItemBody,
  PurchaseReturnBody,
  ReceiptClaimBody,
  ReturnVoidBody,
} from '../purchases/purchase-responses.js';
import {
  AdminRewardBody,
  CodeBatchBody,
  CouponCategoryBody,
  CouponUseAnswerBody,
  FulfilmentOrderBody,
  RedemptionRecordBody,
  RewardBody,
  RewardCategoryBody,
  RewardDetailsBody,
  UsableCouponBody,
  UserRewardBody,
} from '../rewards/reward-responses.js';
import { CreatedWebhookBody, DeliveryBody, DeliveryLogBody, RotatedWebhookBody, WebhookListBody, WebhookViewBody } from '../webhooks/webhook-responses.js';

/**
 * Every answer body a route's contract can name, by name: what the API description documents
 * and the integration tests hold each answer to. Read only by them, never by a handler, so no
 * answer schema is bundled into a function (the contracts import only the names' type).
 */
export const answerBodies = {
  Activities: ActivitiesBody,
  ActivityHistory: ActivityHistoryBody,
  AddedCodes: AddedCodesBody,
  AdminCampaign: AdminCampaignBody,
  AdminCampaignList: AdminCampaignListBody,
  AdminReward: AdminRewardBody,
  AdminRewardList: z.array(AdminRewardBody),
  ApiKey: ApiKeyBody,
  Campaign: CampaignBody,
  CampaignCode: CampaignCodeBody,
  ClientSettings: ClientSettingsBody,
  CodeBatch: CodeBatchBody,
  CouponCategory: CouponCategoryBody,
  CouponCategoryList: z.array(CouponCategoryBody),
  CouponUseAnswer: CouponUseAnswerBody,
  CreatedClient: CreatedClientBody,
  CreatedImport: CreatedImportBody,
  CreatedWebhook: CreatedWebhookBody,
  CreditResult: CreditResultBody,
  DeletionRequest: DeletionRequestBody,
  DeletionStatus: DeletionStatusBody,
  Delivery: DeliveryBody,
  DeliveryLog: DeliveryLogBody,
  AuditPage: AuditPageBody,
  Export: ExportBody,
  ExportList: ExportListBody,
  ExtendedActivities: ExtendedActivitiesBody,
  ExtendedActivity: ExtendedActivityBody,
  ExtendedActivityHistory: ExtendedActivityHistoryBody,
  ExtendedActivityPage: pagedBody('activities', ExtendedActivityBody),
  FulfilmentOrder: FulfilmentOrderBody,
  Import: ImportBody,
  MemberExport: MemberExportBody,
  ImportErrors: ImportErrorsBody,
  ImportList: ImportListBody,
  FulfilmentOrderList: z.array(FulfilmentOrderBody),
  InvitedOperator: InvitedOperatorBody,
  OperatorAccount: OperatorAccountBody,
  OperatorAccountList: OperatorAccountListBody,
  OperatorActivities: OperatorActivitiesBody,
  OperatorActivity: OperatorActivityBody,
  PendingPoints: PendingPointsBody,
  PointsAdjustment: PointsAdjustmentBody,
  PointsAdjustments: PointsAdjustmentsBody,
  PointsExpiration: PointsExpirationBody,
  PointsSummary: PointsSummaryBody,
  PotentialPoints: PotentialPointsBody,
  PurchaseCreated: PurchaseCreatedBody,
  PurchaseDetail: PurchaseDetailBody,
  PurchaseHistoryPage: pagedBody('purchases', PurchaseHistoryItemBody),
  PurchaseReturn: PurchaseReturnBody,
  Rank: RankBody,
  ReceiptClaim: ReceiptClaimBody,
  RedemptionRecord: RedemptionRecordBody,
  RedemptionRecordList: z.array(RedemptionRecordBody),
  RedemptionRecordPage: pagedBody('rewards', RedemptionRecordBody),
  ReturnVoid: ReturnVoidBody,
  RewardCategory: RewardCategoryBody,
  RewardCategoryList: z.array(RewardCategoryBody),
  RewardDetails: RewardDetailsBody,
  RewardList: z.array(RewardBody),
  RewardPage: pagedBody('rewards', RewardBody),
  RotatedWebhook: RotatedWebhookBody,
  SigningKey: SigningKeyBody,
  Stream: StreamBody,
  SubmittedCode: SubmittedCodeBody,
  UpdatedUser: UpdatedUserBody,
  UsableCouponList: z.array(UsableCouponBody),
  UserObject: UserObjectBody,
  UserRewardList: z.array(UserRewardBody),
  UserRewardPage: pagedBody('rewards', UserRewardBody),
  WebhookList: WebhookListBody,
  WebhookView: WebhookViewBody,
} satisfies Record<string, z.ZodType>;

export type AnswerName = keyof typeof answerBodies;
