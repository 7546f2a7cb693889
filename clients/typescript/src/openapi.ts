// Generated from docs/openapi.json by `npm run docs` (openapi-typescript). Do not edit.

export type paths = {
    "/v2/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user
         * @description Spec section 4.1, endpoint 1. Reads only.
         */
        get: operations["GetUser"];
        /**
         * Update user
         * @description Spec section 4.1, endpoint 3. Writes.
         */
        put: operations["UpdateUser"];
        post?: never;
        /**
         * Delete user
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        delete: operations["DeleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user activities form
         * @description Spec section 4.1, endpoint 1. Reads only.
         */
        get: operations["GetUserActivitiesForm"];
        put?: never;
        /**
         * Credit user activity
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["CreditUserActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create user
         * @description Spec section 4.1, endpoint 2. Writes.
         */
        post: operations["CreateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/delete/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get deletion status
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetDeletionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/points/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user pending points
         * @description Spec section 4.1, endpoint 5. Writes.
         */
        get: operations["GetUserPendingPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/code_redemption_campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get code redemption campaign
         * @description Spec section 4.1, endpoint 17. Reads only.
         */
        get: operations["GetCodeRedemptionCampaign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/code_redemption_campaign/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit campaign code
         * @description Spec section 4.1, endpoint 18. Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["SubmitCampaignCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/claim_receipt/online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim online receipt
         * @description Spec section 4.1, endpoint 19. Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["ClaimOnlineReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/claim_receipt/in_store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim in store receipt
         * @description Spec section 4.1, endpoint 20. Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["ClaimInStoreReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create purchase
         * @description Spec section 4.1, endpoint 21. Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["CreatePurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/purchases/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return purchase
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["ReturnPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rewards
         * @description Spec section 4.1, endpoint 15. Reads only.
         */
        get: operations["ListRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reward_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reward categories
         * @description Spec section 4.1, endpoint 16. Reads only.
         */
        get: operations["ListRewardCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List user rewards
         * @description Spec section 4.1, endpoint 7. Reads only.
         */
        get: operations["ListUserRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/redemption_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get redemption history
         * @description Spec section 4.1, endpoint 8. Reads only.
         */
        get: operations["GetRedemptionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/usable_coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List usable coupons
         * @description Spec section 4.1, endpoint 9. Reads only.
         */
        get: operations["ListUsableCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/redemption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem reward
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["RedeemReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/coupon/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use coupon
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["UseCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/coupon/unuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unuse coupon
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["UnuseCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user points
         * @description Spec section 4.1, endpoint 4. Reads only.
         */
        get: operations["GetUserPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/points_expiration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get points expiration
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetPointsExpiration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/rank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user rank
         * @description Spec section 4.1, endpoint 6. Reads only.
         */
        get: operations["GetUserRank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/activity_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get activity history
         * @description Spec section 4.1, endpoint 10. Reads only.
         */
        get: operations["GetActivityHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/activity_history/extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get activity history extended
         * @description Spec section 4.1, endpoint 11. Reads only.
         */
        get: operations["GetActivityHistoryExtended"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/activities/extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user activities extended
         * @description Spec section 4.1, endpoint 12. Reads only.
         */
        get: operations["GetUserActivitiesExtended"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/activities/{activity_id}/extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user activity extended
         * @description Spec section 4.1, endpoint 13. Reads only.
         */
        get: operations["GetUserActivityExtended"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/activities/extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get activities extended
         * @description Spec section 4.1, endpoint 14. Reads only.
         */
        get: operations["GetActivitiesExtended"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get stream
         * @description Spec section 4.1, endpoint 22. Reads only.
         */
        get: operations["GetStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2.1/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rewards paged
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["ListRewardsPaged"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2.1/users/{user_id}/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List user rewards paged
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["ListUserRewardsPaged"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2.1/activities/extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get activities extended paged
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetActivitiesExtendedPaged"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2.1/users/{user_id}/activities/extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user activities extended paged
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetUserActivitiesExtendedPaged"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2.2/users/{user_id}/redemption_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get redemption history paged
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetRedemptionHistoryPaged"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create client
         * @description Operator API. Writes.
         */
        post: operations["AdminCreateClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue api key
         * @description Operator API. Writes.
         */
        post: operations["AdminIssueApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/api_keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke api key
         * @description Operator API. Writes.
         */
        delete: operations["AdminRevokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/members/{member_id}/points_adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List points adjustments
         * @description Operator API. Reads only.
         */
        get: operations["AdminListPointsAdjustments"];
        put?: never;
        /**
         * Create points adjustment
         * @description Operator API. Writes.
         */
        post: operations["AdminCreatePointsAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/signing_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue signing key
         * @description Operator API. Writes.
         */
        post: operations["AdminIssueSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/signing_keys/{public_key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke signing key
         * @description Operator API. Writes.
         */
        delete: operations["AdminRevokeSigningKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Operator API. Reads only.
         */
        get: operations["AdminListWebhooks"];
        put?: never;
        /**
         * Create webhook
         * @description Operator API. Writes.
         */
        post: operations["AdminCreateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get webhook
         * @description Operator API. Reads only.
         */
        get: operations["AdminGetWebhook"];
        /**
         * Update webhook
         * @description Operator API. Writes.
         */
        put: operations["AdminUpdateWebhook"];
        post?: never;
        /**
         * Delete webhook
         * @description Operator API. Writes.
         */
        delete: operations["AdminDeleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/webhooks/{webhook_id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate webhook secret
         * @description Operator API. Writes.
         */
        post: operations["AdminRotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook deliveries
         * @description Operator API. Reads only.
         */
        get: operations["AdminListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay webhook delivery
         * @description Operator API. Writes.
         */
        post: operations["AdminReplayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get client settings
         * @description Operator API. Reads only.
         */
        get: operations["AdminGetClientSettings"];
        /**
         * Put client settings
         * @description Operator API. Writes.
         */
        put: operations["AdminPutClientSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/code_redemption_campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaigns
         * @description Operator API. Reads only.
         */
        get: operations["AdminListCampaigns"];
        put?: never;
        /**
         * Create campaign
         * @description Operator API. Writes.
         */
        post: operations["AdminCreateCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get campaign
         * @description Operator API. Reads only.
         */
        get: operations["AdminGetCampaign"];
        /**
         * Replace campaign
         * @description Operator API. Writes.
         */
        put: operations["AdminReplaceCampaign"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add campaign codes
         * @description Operator API. Writes.
         */
        post: operations["AdminAddCampaignCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get campaign code
         * @description Operator API. Reads only.
         */
        get: operations["AdminGetCampaignCode"];
        put?: never;
        post?: never;
        /**
         * Delete campaign code
         * @description Operator API. Writes.
         */
        delete: operations["AdminDeleteCampaignCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/reward_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reward categories
         * @description Operator API. Reads only.
         */
        get: operations["AdminListRewardCategories"];
        put?: never;
        /**
         * Create reward category
         * @description Operator API. Writes.
         */
        post: operations["AdminCreateRewardCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/reward_categories/{category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update reward category
         * @description Operator API. Writes.
         */
        put: operations["AdminUpdateRewardCategory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/coupon_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List coupon categories
         * @description Operator API. Reads only.
         */
        get: operations["AdminListCouponCategories"];
        put?: never;
        /**
         * Create coupon category
         * @description Operator API. Writes.
         */
        post: operations["AdminCreateCouponCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/coupon_categories/{category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update coupon category
         * @description Operator API. Writes.
         */
        put: operations["AdminUpdateCouponCategory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rewards
         * @description Operator API. Reads only.
         */
        get: operations["AdminListRewards"];
        put?: never;
        /**
         * Create reward
         * @description Operator API. Writes.
         */
        post: operations["AdminCreateReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/rewards/{reward_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get reward
         * @description Operator API. Reads only.
         */
        get: operations["AdminGetReward"];
        /**
         * Update reward
         * @description Operator API. Writes.
         */
        put: operations["AdminUpdateReward"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/rewards/{reward_id}/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add reward codes
         * @description Operator API. Writes.
         */
        post: operations["AdminAddRewardCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/orders/awaiting_fulfilment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders awaiting fulfilment
         * @description Operator API. Reads only.
         */
        get: operations["AdminListOrdersAwaitingFulfilment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/orders/{order_id}/fulfilment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Fulfil order
         * @description Operator API. Writes.
         */
        put: operations["AdminFulfilOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List activities
         * @description Operator API. Reads only.
         */
        get: operations["AdminListActivities"];
        put?: never;
        /**
         * Create activity
         * @description Operator API. Writes.
         */
        post: operations["AdminCreateActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/activities/{activity_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get activity
         * @description Operator API. Reads only.
         */
        get: operations["AdminGetActivity"];
        /**
         * Replace activity
         * @description Operator API. Writes.
         */
        put: operations["AdminReplaceActivity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    GetUser: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string | null;
                        middle_name: string | null;
                        last_name: string | null;
                        date_of_birth: number | null;
                        email_address: string | null;
                        email_is_verified: boolean | null;
                        username: string | null;
                        mobile_phone_number: (string | number) | null;
                        third_party_id: string | null;
                        is_active: boolean | null;
                        gender_id: (1 | 2) | null;
                        gender: ("Female" | "Male") | null;
                        extra_data: unknown;
                        continent: string | null;
                        country: string | null;
                        us_region: string | null;
                        ca_province: string | null;
                        state: string | null;
                        city: string | null;
                        street_address_1: string | null;
                        street_address_2: string | null;
                        postal_code: string | null;
                        receive_email_updates: boolean | null;
                        date_receive_email_opt_in: number | null;
                        date_receive_email_opt_out: number | null;
                        network1_access_token: string | null;
                        network1_user_id: string | null;
                        date_network1_token_expires: number | null;
                        network2_oauth_token: string | null;
                        network2_oauth_token_secret: string | null;
                        network2_user_id: string | null;
                        network3_access_token: string | null;
                        network3_refresh_token: string | null;
                        network3_user_id: string | null;
                        network4_access_token: string | null;
                        network4_access_token_secret: string | null;
                        network4_session_handle: string | null;
                        network4_user_id: string | null;
                        network5_access_token: string | null;
                        network5_username: string | null;
                        network5_user_id: string | null;
                        activity_stream_opt_in: boolean | null;
                        store_id: number | null;
                        date_last_login: number | null;
                        date_last_updated: number | null;
                        date_created: number;
                        salt: string | null;
                        hash_algorithm_id: string;
                        lang_pref: string;
                        referral_url: string;
                        sign_up_channel_id: number | null;
                        total_points: number;
                        redeemable_points: number;
                        num_points_purchased: number;
                        rank: number | null;
                        weekly_rank: number | null;
                        monthly_rank: number | null;
                        fan_level: string;
                        custom_data: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    UpdateUser: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string;
                    last_name?: string;
                    date_of_birth?: number | string;
                    email_address?: string;
                    email_is_verified?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    postal_code?: string | number;
                    send_verify_email?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    receive_email_updates?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    network5_access_token?: string | null;
                    network5_username?: (string | number) | null;
                    network5_user_id?: (string | number) | null;
                    tier_override?: (string | number) | null;
                    remove_points?: number | string;
                    lang_pref?: string | null;
                    is_active?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    middle_name?: string | null;
                    username?: string | null;
                    password?: string | null;
                    third_party_id?: (string | number) | null;
                    city_id?: number | null;
                    city_name?: string | null;
                    country_code?: string | null;
                    network1_access_token?: string | null;
                    network1_user_id?: (string | number) | null;
                    network2_user_id?: (string | number) | null;
                    network2_oauth_token?: string | null;
                    network2_oauth_token_secret?: string | null;
                    network6_access_token?: string | null;
                    network6_user_id?: (string | number) | null;
                    gender_id?: (0 | 1 | 2) | null;
                    mobile_phone_number?: (number | string) | null;
                    sign_up_channel_id?: number | null;
                    custom_data?: {
                        [key: string]: string | number | null;
                    };
                    continent?: unknown;
                    country?: unknown;
                    us_region?: unknown;
                    ca_province?: unknown;
                    state?: unknown;
                    city?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string | null;
                        middle_name: string | null;
                        last_name: string | null;
                        date_of_birth: number | null;
                        email_address: string | null;
                        email_is_verified: boolean | null;
                        username: string | null;
                        mobile_phone_number: (string | number) | null;
                        third_party_id: string | null;
                        is_active: boolean | null;
                        gender_id: (1 | 2) | null;
                        gender: ("Female" | "Male") | null;
                        extra_data: unknown;
                        continent: string | null;
                        country: string | null;
                        us_region: string | null;
                        ca_province: string | null;
                        state: string | null;
                        city: string | null;
                        street_address_1: string | null;
                        street_address_2: string | null;
                        postal_code: string | null;
                        receive_email_updates: boolean | null;
                        date_receive_email_opt_in: number | null;
                        date_receive_email_opt_out: number | null;
                        network1_access_token: string | null;
                        network1_user_id: string | null;
                        date_network1_token_expires: number | null;
                        network2_oauth_token: string | null;
                        network2_oauth_token_secret: string | null;
                        network2_user_id: string | null;
                        network3_access_token: string | null;
                        network3_refresh_token: string | null;
                        network3_user_id: string | null;
                        network4_access_token: string | null;
                        network4_access_token_secret: string | null;
                        network4_session_handle: string | null;
                        network4_user_id: string | null;
                        network5_access_token: string | null;
                        network5_username: string | null;
                        network5_user_id: string | null;
                        activity_stream_opt_in: boolean | null;
                        store_id: number | null;
                        date_last_login: number | null;
                        date_last_updated: number | null;
                        date_created: number;
                        salt: string | null;
                        hash_algorithm_id: string;
                        lang_pref: string;
                        referral_url: string;
                        sign_up_channel_id: number | null;
                        total_points: number;
                        redeemable_points: number;
                        num_points_purchased: number;
                        rank: number | null;
                        weekly_rank: number | null;
                        monthly_rank: number | null;
                        fan_level: string;
                        custom_data: {
                            [key: string]: string;
                        };
                        tier_info: {
                            current_level: {
                                title: string;
                                min_value: number | string;
                                max_value: (number | string) | null;
                            } | null;
                            next_level: {
                                title: string;
                                min_value: number | string;
                                max_value: (number | string) | null;
                            } | null;
                            levels_above: {
                                title: string;
                                min_value: number | string;
                                max_value: (number | string) | null;
                            }[];
                            levels_below: {
                                title: string;
                                min_value: number | string;
                                max_value: (number | string) | null;
                            }[];
                            date_assigned: string | null;
                            expiration_date: string | null;
                            reset_date: string | null;
                            score_needed_to_reach: number | null;
                            score_needed_to_maintain: number | null;
                            days_until_expiration_date: number | null;
                            days_until_reset_date: number | null;
                            is_maintenance_mode: boolean;
                            date_reached: string | null;
                            /** @enum {string} */
                            assigned_by_event: "jump" | "maintain";
                            timeframe_score: number | null;
                            tier_score: number | null;
                        } | null;
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    DeleteUser: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: number;
                        /** @constant */
                        status: "Queued";
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `page_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "page_not_found";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetUserActivitiesForm: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string | null;
                        middle_name: string | null;
                        last_name: string | null;
                        date_of_birth: number | null;
                        email_address: string | null;
                        email_is_verified: boolean | null;
                        username: string | null;
                        mobile_phone_number: (string | number) | null;
                        third_party_id: string | null;
                        is_active: boolean | null;
                        gender_id: (1 | 2) | null;
                        gender: ("Female" | "Male") | null;
                        extra_data: unknown;
                        continent: string | null;
                        country: string | null;
                        us_region: string | null;
                        ca_province: string | null;
                        state: string | null;
                        city: string | null;
                        street_address_1: string | null;
                        street_address_2: string | null;
                        postal_code: string | null;
                        receive_email_updates: boolean | null;
                        date_receive_email_opt_in: number | null;
                        date_receive_email_opt_out: number | null;
                        network1_access_token: string | null;
                        network1_user_id: string | null;
                        date_network1_token_expires: number | null;
                        network2_oauth_token: string | null;
                        network2_oauth_token_secret: string | null;
                        network2_user_id: string | null;
                        network3_access_token: string | null;
                        network3_refresh_token: string | null;
                        network3_user_id: string | null;
                        network4_access_token: string | null;
                        network4_access_token_secret: string | null;
                        network4_session_handle: string | null;
                        network4_user_id: string | null;
                        network5_access_token: string | null;
                        network5_username: string | null;
                        network5_user_id: string | null;
                        activity_stream_opt_in: boolean | null;
                        store_id: number | null;
                        date_last_login: number | null;
                        date_last_updated: number | null;
                        date_created: number;
                        salt: string | null;
                        hash_algorithm_id: string;
                        lang_pref: string;
                        referral_url: string;
                        sign_up_channel_id: number | null;
                        total_points: number;
                        redeemable_points: number;
                        num_points_purchased: number;
                        rank: number | null;
                        weekly_rank: number | null;
                        monthly_rank: number | null;
                        fan_level: string;
                        custom_data: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    CreditUserActivity: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activity_id: string | number;
                    activity_date?: number;
                    num_points?: number;
                    notes?: string | null;
                    extra_data?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        awarded: boolean;
                        num_points: number;
                        reason: ("freq_cap_reached" | "more_attempts_required") | null;
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    CreateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    date_of_birth: number | string;
                    email_address: string;
                    email_is_verified?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    postal_code: string | number;
                    send_verify_email?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    receive_email_updates?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    sign_up_campaign?: string | null;
                    invite_code?: string;
                    lang_pref?: string | null;
                    is_active?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    middle_name?: string | null;
                    username?: string | null;
                    password?: string | null;
                    third_party_id?: (string | number) | null;
                    city_id?: number | null;
                    city_name?: string | null;
                    country_code?: string | null;
                    network1_access_token?: string | null;
                    network1_user_id?: (string | number) | null;
                    network2_user_id?: (string | number) | null;
                    network2_oauth_token?: string | null;
                    network2_oauth_token_secret?: string | null;
                    network6_access_token?: string | null;
                    network6_user_id?: (string | number) | null;
                    gender_id?: (0 | 1 | 2) | null;
                    mobile_phone_number?: (number | string) | null;
                    sign_up_channel_id?: number | null;
                    custom_data?: {
                        [key: string]: string | number | null;
                    };
                    continent?: unknown;
                    country?: unknown;
                    us_region?: unknown;
                    ca_province?: unknown;
                    state?: unknown;
                    city?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string | null;
                        middle_name: string | null;
                        last_name: string | null;
                        date_of_birth: number | null;
                        email_address: string | null;
                        email_is_verified: boolean | null;
                        username: string | null;
                        mobile_phone_number: (string | number) | null;
                        third_party_id: string | null;
                        is_active: boolean | null;
                        gender_id: (1 | 2) | null;
                        gender: ("Female" | "Male") | null;
                        extra_data: unknown;
                        continent: string | null;
                        country: string | null;
                        us_region: string | null;
                        ca_province: string | null;
                        state: string | null;
                        city: string | null;
                        street_address_1: string | null;
                        street_address_2: string | null;
                        postal_code: string | null;
                        receive_email_updates: boolean | null;
                        date_receive_email_opt_in: number | null;
                        date_receive_email_opt_out: number | null;
                        network1_access_token: string | null;
                        network1_user_id: string | null;
                        date_network1_token_expires: number | null;
                        network2_oauth_token: string | null;
                        network2_oauth_token_secret: string | null;
                        network2_user_id: string | null;
                        network3_access_token: string | null;
                        network3_refresh_token: string | null;
                        network3_user_id: string | null;
                        network4_access_token: string | null;
                        network4_access_token_secret: string | null;
                        network4_session_handle: string | null;
                        network4_user_id: string | null;
                        network5_access_token: string | null;
                        network5_username: string | null;
                        network5_user_id: string | null;
                        activity_stream_opt_in: boolean | null;
                        store_id: number | null;
                        date_last_login: number | null;
                        date_last_updated: number | null;
                        date_created: number;
                        salt: string | null;
                        hash_algorithm_id: string;
                        lang_pref: string;
                        referral_url: string;
                        sign_up_channel_id: number | null;
                        total_points: number;
                        redeemable_points: number;
                        num_points_purchased: number;
                        rank: number | null;
                        weekly_rank: number | null;
                        monthly_rank: number | null;
                        fan_level: string;
                        custom_data: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description `input_error`, `invalid_auth` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetDeletionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: number;
                        initiated_by: string;
                        /** @enum {string} */
                        status: "Queued" | "Completed";
                        status_history: {
                            /** @enum {string} */
                            status: "Queued" | "Completed";
                            date: string;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `page_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "page_not_found";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetUserPendingPoints: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        total_points: number;
                        redeemable_points: number;
                        num_points_purchased: number;
                        activities: {
                            name: string;
                            num_points: number;
                            notes: string | null;
                            date_created: number;
                        }[];
                        fan_level: string;
                        pending?: {
                            date_of_purchase: string;
                            date_points_clear: string;
                            number_of_points: string;
                        }[] | null;
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `no_activities` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "no_activities";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetCodeRedemptionCampaign: {
        parameters: {
            query: {
                id: string;
                id_type: "1" | "2";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        campaign_id: string;
                        title: string;
                        description: string;
                        code_field_name: string;
                        date_start: number;
                        date_end: number;
                        /** @enum {number} */
                        enable_email: 0 | 1;
                        /** @enum {number} */
                        enable_verify_checkbox: 0 | 1;
                        image: string;
                        /** @enum {number} */
                        enable_tos: 0 | 1;
                        tos_text: string | null;
                        tos_link_url: string | null;
                        questions: {
                            id: string;
                            /** @enum {number} */
                            is_required: 0 | 1;
                            title: string;
                            /** @enum {number} */
                            type: 1 | 2 | 3 | 4 | 5;
                            options: {
                                id: string;
                                value: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    SubmitCampaignCode: {
        parameters: {
            query?: {
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id?: string | number;
                    campaign_id?: string | number;
                    code_value: string | number;
                    questions_answers?: {
                        id: string | number;
                        value: string | number | boolean;
                    }[] | {
                        [key: string]: string | number | boolean;
                    };
                    question?: {
                        id: string | number;
                        value: string | number | boolean;
                    }[] | {
                        [key: string]: string | number | boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        num_points: number;
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `invalid_code`, `limit_reached`, `page_not_found`, `param_error`, `questions_required` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "invalid_code" | "limit_reached" | "page_not_found" | "param_error" | "questions_required";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    ClaimOnlineReceipt: {
        parameters: {
            query?: {
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number | string;
                    receipt_number: string | number;
                    receipt_total: number | string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        points: string;
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    ClaimInStoreReceipt: {
        parameters: {
            query?: {
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number | string;
                    receipt_number: string | number;
                    receipt_total: number | string;
                    store_number: string | number;
                    date_purchased: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        points: string;
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    CreatePurchase: {
        parameters: {
            query?: {
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date_purchase?: number;
                    loc_id?: string | number;
                    receipt_id: string | number;
                    shipping?: number | string;
                    tax?: number | string;
                    total: number | string;
                    items?: {
                        id: string | number;
                        quantity?: number | string;
                        cost?: number | string;
                        price?: number | string;
                    }[];
                    loc_address_1?: string;
                    loc_address_2?: string;
                    loc_address_3?: string;
                    loc_description?: string;
                    loc_lat?: number | string;
                    loc_long?: number | string;
                    user_id?: string | number;
                    /** @default [] */
                    coupon_codes?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        message: "purchase created";
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    ReturnPurchase: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    receipt_id: string | number;
                    items?: {
                        id: string | number;
                        quantity?: number | string;
                    }[];
                    total?: number | string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        receipt_id: string;
                        amount_returned: number;
                        points_returned: number;
                        pending_points_cancelled: number;
                        points_shortfall: number;
                    };
                };
            };
            /** @description `input_error`, `invalid_auth` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    ListRewards: {
        parameters: {
            query?: {
                category?: string;
                active_only?: "0" | "1";
                for_points?: string;
                featured?: "0" | "1";
                redeemable_by?: string;
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                for_display?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        current_quantity: number;
                        total_quantity: number;
                        num_points: number;
                        date_start: number | null;
                        date_end: number | null;
                        date_end_redeemable: number | null;
                        is_enabled: 0 | 1;
                        no_end_date: 0 | 1;
                        category_id: string | null;
                        group_id: string;
                        max_select_quantity: number | null;
                        max_per_user: number | null;
                        is_shipping_required: 0 | 1;
                        is_phone_number_required: 0 | 1;
                        is_min_age_required: 0 | 1;
                        is_digital_download: 0 | 1;
                        min_age: number | null;
                        sweepstakes_winners: number | null;
                        sweepstake_winners: number | null;
                        extra_data: unknown;
                        total_coupons: number;
                        remaining_coupons: number;
                        image: string | null;
                        additional_images: string[];
                        color: string | null;
                        size: string | null;
                        reward_terms: string | null;
                        min_tier_id: string | null;
                        featured: 0 | 1;
                        is_hidden: 0 | 1;
                        is_locked: 0 | 1;
                    }[];
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    ListRewardCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                    }[];
                };
            };
            /** @description `input_error`, `invalid_auth` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    ListUserRewards: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        num_points: number;
                        is_enabled: 0 | 1;
                        no_end_date: 0 | 1;
                        total_quantity: number;
                        current_quantity: number;
                        is_shipping_required: 0 | 1;
                        is_phone_number_required: 0 | 1;
                        is_digital_download: 0 | 1;
                        total_coupons: number;
                        remaining_coupons: number;
                        image?: string;
                        category_id?: string;
                        date_start?: number;
                        date_end?: number;
                        date_end_redeemable?: number;
                        max_select_quantity?: number;
                        max_per_user?: number;
                        min_age?: number;
                        sweepstakes_winners?: number;
                        extra_data?: unknown;
                        reward_terms?: string;
                        min_tier_id?: string;
                    }[];
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `no_rewards` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "no_rewards";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetRedemptionHistory: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date_created: number;
                        date_fulfilled?: number;
                        total_points_redeemed: number;
                        ending_balance: number;
                        quantity: number;
                        shipping_first_name?: string;
                        shipping_last_name?: string;
                        shipping_street_address_1?: string;
                        shipping_street_address_2?: string;
                        shipping_country?: string;
                        shipping_state?: string;
                        shipping_city?: string;
                        shipping_zip?: string;
                        shipping_phone_number?: string;
                        tracking_number?: string;
                        codes?: string[];
                        digital_download?: string;
                        reward_id: string;
                        reward_title: string;
                    }[];
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `no_redemptions` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "no_redemptions";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    ListUsableCoupons: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "network1_user_id" | "network2_user_id";
                expired?: "true" | "false";
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reward_id: number;
                        redeem_order_id: number;
                        redeem_order_coupon_id: number;
                        total_points_redeemed: number;
                        ending_balance: number;
                        quantity: number;
                        code: string;
                        reward_title: string;
                        coupon_category_id: number;
                        coupon_category_name: string;
                        coupon_category_expiration_days: number | null;
                        batch_num: number;
                        date_to_expire: number | null;
                        order_date_created: number;
                        coupon_date_created: number;
                        reward_category_id: string | null;
                    }[];
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    RedeemReward: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reward_id: string | number;
                    quantity?: number | string;
                    shipping_first_name?: string | number;
                    shipping_last_name?: string | number;
                    shipping_street_address_1?: string | number;
                    shipping_street_address_2?: string | number;
                    shipping_country?: string | number;
                    shipping_state?: string | number;
                    shipping_city?: string | number;
                    shipping_zip?: string | number;
                    shipping_phone_number?: string | number;
                    agree_to_terms?: boolean | 0 | 1 | "0" | "1";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date_created: number;
                        date_fulfilled?: number;
                        total_points_redeemed: number;
                        ending_balance: number;
                        quantity: number;
                        shipping_first_name?: string;
                        shipping_last_name?: string;
                        shipping_street_address_1?: string;
                        shipping_street_address_2?: string;
                        shipping_country?: string;
                        shipping_state?: string;
                        shipping_city?: string;
                        shipping_zip?: string;
                        shipping_phone_number?: string;
                        tracking_number?: string;
                        codes?: string[];
                        digital_download?: string;
                        reward_id: string;
                        reward_title: string;
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `forbidden`, `insufficient_points`, `out_of_stock`, `over_redeem_limit` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "insufficient_points" | "out_of_stock" | "over_redeem_limit";
                        message: string;
                    };
                };
            };
            /** @description `invalid_reward`, `page_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_reward" | "page_not_found";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    UseCoupon: {
        parameters: {
            query?: {
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id?: string | number;
                    code?: string;
                    coupon_value?: string | number;
                    use_date?: string | number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reward_id: number;
                        redeem_order_id: number;
                        redeem_order_coupon_id: number;
                        total_points_redeemed: number;
                        ending_balance: number;
                        quantity: number;
                        code: string;
                        reward_title: string;
                        coupon_category_id: number;
                        coupon_category_name: string;
                        coupon_category_expiration_days: number | null;
                        batch_num: number;
                        date_to_expire: number | null;
                        order_date_created: number;
                        coupon_date_created: number;
                        used: boolean;
                        date_used: number | null;
                    } | {
                        /** @constant */
                        success: true;
                        /** @constant */
                        message: "Successfully submitted";
                    };
                };
            };
            /** @description `input_error`, `invalid`, `invalid_auth`, `invalid_code`, `no_data`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid" | "invalid_auth" | "invalid_code" | "no_data" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `not_issued` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_issued";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    UnuseCoupon: {
        parameters: {
            query?: {
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id?: string | number;
                    code?: string;
                    coupon_value?: string | number;
                    use_date?: string | number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reward_id: number;
                        redeem_order_id: number;
                        redeem_order_coupon_id: number;
                        total_points_redeemed: number;
                        ending_balance: number;
                        quantity: number;
                        code: string;
                        reward_title: string;
                        coupon_category_id: number;
                        coupon_category_name: string;
                        coupon_category_expiration_days: number | null;
                        batch_num: number;
                        date_to_expire: number | null;
                        order_date_created: number;
                        coupon_date_created: number;
                        used: boolean;
                        date_used: number | null;
                    } | {
                        /** @constant */
                        success: true;
                        /** @constant */
                        message: "Successfully submitted";
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `invalid_code`, `no_data`, `not_used`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "invalid_code" | "no_data" | "not_used" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `not_issued` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_issued";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetUserPoints: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                limit?: number;
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        total_points: number;
                        redeemable_points: number;
                        num_points_purchased: number;
                        activities: {
                            name: string;
                            num_points: number;
                            notes: string | null;
                            date_created: number;
                        }[];
                        fan_level: string;
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetPointsExpiration: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        redeemable_points: number;
                        /** @enum {string} */
                        expiry_policy: "none" | "rolling" | "fixed";
                        expirations: {
                            points: number;
                            date_expires: number;
                        }[];
                    } | {
                        id: number;
                        redeemable_points: number;
                        /** @constant */
                        expiry_policy: "inactivity";
                        expirations: {
                            points: number;
                            date_expires: number;
                        }[];
                        inactivity_points_expiration: {
                            last_qualified_date: string;
                            expiration_date: string;
                            points_expiring: number;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetUserRank: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total_registrations: string;
                        rank: number;
                        weekly_rank: number;
                        monthly_rank: number;
                        ahead: {
                            id: number;
                            username: string | null;
                            total_points: number;
                            network1_user_id: string | null;
                            rank: number;
                            weekly_rank: number | null;
                            monthly_rank: number | null;
                        }[];
                        behind: {
                            id: number;
                            username: string | null;
                            total_points: number;
                            network1_user_id: string | null;
                            rank: number;
                            weekly_rank: number | null;
                            monthly_rank: number | null;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetActivityHistory: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                limit?: number;
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activity_id: string | null;
                        date_created: number;
                        name: string;
                        num_points: number;
                        extra_data?: unknown;
                    }[];
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetActivityHistoryExtended: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                limit?: number;
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        title: string | null;
                        description: string | null;
                        num_points: number;
                        image: string | null;
                        category_id: number | null;
                        category_name: ("Share" | "Socialize" | "Interact" | "Buy") | null;
                        type_id: number | null;
                        type_name: ("Network1" | "Merchandise" | "Music" | "Tickets" | "Network2" | "Your Site" | "Check-In" | "Code Redemption") | null;
                        activity_channel_id: number | null;
                        activity_channel_name: ("ad hoc points" | "code redemption cgp" | "code redemption other" | "content creation and share" | "content download" | "donation" | "email open or click" | "email sent from member via program" | "network1" | "network6" | "game played" | "network5" | "Mobile client app" | "Mobile partner app" | "Program login" | "Purchase merchandise" | "Purchase season ticket or subscription" | "Purchase ticket" | "Registration and profile" | "Reward redemption" | "Survey" | "Sweeps" | "network2" | "Web client site activity" | "Web other site activity" | "Web partner site activity") | null;
                        freq_cap: number | null;
                        freq_period_id: number | null;
                        freq_period_name: ("24 Hours (Inactive)" | "One Calendar Day" | "Seven Calendar Days (Inactive)" | "One Calendar Week" | "Lifetime" | "One Calendar Month" | "One Calendar Year (Inactive)" | "365 Days (Inactive)" | "30 Days (Inactive)") | null;
                        freq_num_required_attempts: number | null;
                        redirect_url: string | null;
                        points_on_click: boolean;
                        action_tags: string | null;
                        extra_data: unknown;
                        public_title: string | null;
                        public_description: string | null;
                        activity_id: string | null;
                        date_created: number;
                        base_num_points: string;
                        base_extra_data: unknown;
                    }[];
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `no data` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "no data";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetUserActivitiesExtended: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        description: string;
                        num_points: number;
                        image: string | null;
                        category_id: number | null;
                        category_name: ("Share" | "Socialize" | "Interact" | "Buy") | null;
                        type_id: number | null;
                        type_name: ("Network1" | "Merchandise" | "Music" | "Tickets" | "Network2" | "Your Site" | "Check-In" | "Code Redemption") | null;
                        activity_channel_id: number | null;
                        activity_channel_name: ("ad hoc points" | "code redemption cgp" | "code redemption other" | "content creation and share" | "content download" | "donation" | "email open or click" | "email sent from member via program" | "network1" | "network6" | "game played" | "network5" | "Mobile client app" | "Mobile partner app" | "Program login" | "Purchase merchandise" | "Purchase season ticket or subscription" | "Purchase ticket" | "Registration and profile" | "Reward redemption" | "Survey" | "Sweeps" | "network2" | "Web client site activity" | "Web other site activity" | "Web partner site activity") | null;
                        freq_cap: number | null;
                        freq_period_id: number | null;
                        freq_period_name: ("24 Hours (Inactive)" | "One Calendar Day" | "Seven Calendar Days (Inactive)" | "One Calendar Week" | "Lifetime" | "One Calendar Month" | "One Calendar Year (Inactive)" | "365 Days (Inactive)" | "30 Days (Inactive)") | null;
                        freq_num_required_attempts: number | null;
                        redirect_url: string | null;
                        points_on_click: boolean;
                        action_tags: string | null;
                        extra_data: unknown;
                        public_title: string | null;
                        public_description: string | null;
                    }[];
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `no data` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "no data";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetUserActivityExtended: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path: {
                user_id: string;
                activity_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        description: string;
                        num_points: number;
                        image: string | null;
                        category_id: number | null;
                        category_name: ("Share" | "Socialize" | "Interact" | "Buy") | null;
                        type_id: number | null;
                        type_name: ("Network1" | "Merchandise" | "Music" | "Tickets" | "Network2" | "Your Site" | "Check-In" | "Code Redemption") | null;
                        activity_channel_id: number | null;
                        activity_channel_name: ("ad hoc points" | "code redemption cgp" | "code redemption other" | "content creation and share" | "content download" | "donation" | "email open or click" | "email sent from member via program" | "network1" | "network6" | "game played" | "network5" | "Mobile client app" | "Mobile partner app" | "Program login" | "Purchase merchandise" | "Purchase season ticket or subscription" | "Purchase ticket" | "Registration and profile" | "Reward redemption" | "Survey" | "Sweeps" | "network2" | "Web client site activity" | "Web other site activity" | "Web partner site activity") | null;
                        freq_cap: number | null;
                        freq_period_id: number | null;
                        freq_period_name: ("24 Hours (Inactive)" | "One Calendar Day" | "Seven Calendar Days (Inactive)" | "One Calendar Week" | "Lifetime" | "One Calendar Month" | "One Calendar Year (Inactive)" | "365 Days (Inactive)" | "30 Days (Inactive)") | null;
                        freq_num_required_attempts: number | null;
                        redirect_url: string | null;
                        points_on_click: boolean;
                        action_tags: string | null;
                        extra_data: unknown;
                        public_title: string | null;
                        public_description: string | null;
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `no data` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "no data";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetActivitiesExtended: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        description: string;
                        num_points: number;
                        image: string | null;
                        category_id: number | null;
                        category_name: ("Share" | "Socialize" | "Interact" | "Buy") | null;
                        type_id: number | null;
                        type_name: ("Network1" | "Merchandise" | "Music" | "Tickets" | "Network2" | "Your Site" | "Check-In" | "Code Redemption") | null;
                        activity_channel_id: number | null;
                        activity_channel_name: ("ad hoc points" | "code redemption cgp" | "code redemption other" | "content creation and share" | "content download" | "donation" | "email open or click" | "email sent from member via program" | "network1" | "network6" | "game played" | "network5" | "Mobile client app" | "Mobile partner app" | "Program login" | "Purchase merchandise" | "Purchase season ticket or subscription" | "Purchase ticket" | "Registration and profile" | "Reward redemption" | "Survey" | "Sweeps" | "network2" | "Web client site activity" | "Web other site activity" | "Web partner site activity") | null;
                        freq_cap: number | null;
                        freq_period_id: number | null;
                        freq_period_name: ("24 Hours (Inactive)" | "One Calendar Day" | "Seven Calendar Days (Inactive)" | "One Calendar Week" | "Lifetime" | "One Calendar Month" | "One Calendar Year (Inactive)" | "365 Days (Inactive)" | "30 Days (Inactive)") | null;
                        freq_num_required_attempts: number | null;
                        redirect_url: string | null;
                        points_on_click: boolean;
                        action_tags: string | null;
                        extra_data: unknown;
                        public_title: string | null;
                        public_description: string | null;
                    }[];
                };
            };
            /** @description `input_error`, `invalid_auth` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth";
                        message: string;
                    };
                };
            };
            /** @description `no data` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "no data";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetStream: {
        parameters: {
            query: {
                n: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        records: {
                            link_href: string | null;
                            activity_image: string;
                            activity_text: string;
                            id: number | null;
                            username: string;
                            first_name?: string;
                            display_first_name: boolean;
                            completed_time: number;
                            num_points: number;
                            content_link: string | null;
                            content_title: string | null;
                            content_description: string | null;
                            content_img: string | null;
                            display_name: string;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    ListRewardsPaged: {
        parameters: {
            query?: {
                category?: string;
                active_only?: "0" | "1";
                for_points?: string;
                featured?: "0" | "1";
                redeemable_by?: string;
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                for_display?: "0" | "1";
                page?: string;
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paging: {
                            total: number;
                            pages: number;
                            next_page: string | null;
                            prev_page: string | null;
                        };
                        rewards: {
                            id: string;
                            title: string;
                            description: string;
                            current_quantity: number;
                            total_quantity: number;
                            num_points: number;
                            date_start: number | null;
                            date_end: number | null;
                            date_end_redeemable: number | null;
                            is_enabled: 0 | 1;
                            no_end_date: 0 | 1;
                            category_id: string | null;
                            group_id: string;
                            max_select_quantity: number | null;
                            max_per_user: number | null;
                            is_shipping_required: 0 | 1;
                            is_phone_number_required: 0 | 1;
                            is_min_age_required: 0 | 1;
                            is_digital_download: 0 | 1;
                            min_age: number | null;
                            sweepstakes_winners: number | null;
                            sweepstake_winners: number | null;
                            extra_data: unknown;
                            total_coupons: number;
                            remaining_coupons: number;
                            image: string | null;
                            additional_images: string[];
                            color: string | null;
                            size: string | null;
                            reward_terms: string | null;
                            min_tier_id: string | null;
                            featured: 0 | 1;
                            is_hidden: 0 | 1;
                            is_locked: 0 | 1;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    ListUserRewardsPaged: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                page?: string;
                page_size?: string;
                include_soldout?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paging: {
                            total: number;
                            pages: number;
                            next_page: string | null;
                            prev_page: string | null;
                        };
                        rewards: {
                            id: string;
                            title: string;
                            description: string;
                            num_points: number;
                            is_enabled: 0 | 1;
                            no_end_date: 0 | 1;
                            total_quantity: number;
                            current_quantity: number;
                            is_shipping_required: 0 | 1;
                            is_phone_number_required: 0 | 1;
                            is_digital_download: 0 | 1;
                            total_coupons: number;
                            remaining_coupons: number;
                            image?: string;
                            category_id?: string;
                            date_start?: number;
                            date_end?: number;
                            date_end_redeemable?: number;
                            max_select_quantity?: number;
                            max_per_user?: number;
                            min_age?: number;
                            sweepstakes_winners?: number;
                            extra_data?: unknown;
                            reward_terms?: string;
                            min_tier_id?: string;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetActivitiesExtendedPaged: {
        parameters: {
            query?: {
                page?: string;
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paging: {
                            total: number;
                            pages: number;
                            next_page: string | null;
                            prev_page: string | null;
                        };
                        activities: {
                            id: number;
                            name: string;
                            title: string;
                            description: string;
                            num_points: number;
                            image: string | null;
                            category_id: number | null;
                            category_name: ("Share" | "Socialize" | "Interact" | "Buy") | null;
                            type_id: number | null;
                            type_name: ("Network1" | "Merchandise" | "Music" | "Tickets" | "Network2" | "Your Site" | "Check-In" | "Code Redemption") | null;
                            activity_channel_id: number | null;
                            activity_channel_name: ("ad hoc points" | "code redemption cgp" | "code redemption other" | "content creation and share" | "content download" | "donation" | "email open or click" | "email sent from member via program" | "network1" | "network6" | "game played" | "network5" | "Mobile client app" | "Mobile partner app" | "Program login" | "Purchase merchandise" | "Purchase season ticket or subscription" | "Purchase ticket" | "Registration and profile" | "Reward redemption" | "Survey" | "Sweeps" | "network2" | "Web client site activity" | "Web other site activity" | "Web partner site activity") | null;
                            freq_cap: number | null;
                            freq_period_id: number | null;
                            freq_period_name: ("24 Hours (Inactive)" | "One Calendar Day" | "Seven Calendar Days (Inactive)" | "One Calendar Week" | "Lifetime" | "One Calendar Month" | "One Calendar Year (Inactive)" | "365 Days (Inactive)" | "30 Days (Inactive)") | null;
                            freq_num_required_attempts: number | null;
                            redirect_url: string | null;
                            points_on_click: boolean;
                            action_tags: string | null;
                            extra_data: unknown;
                            public_title: string | null;
                            public_description: string | null;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetUserActivitiesExtendedPaged: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                page?: string;
                page_size?: string;
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paging: {
                            total: number;
                            pages: number;
                            next_page: string | null;
                            prev_page: string | null;
                        };
                        activities: {
                            id: number;
                            name: string;
                            title: string;
                            description: string;
                            num_points: number;
                            image: string | null;
                            category_id: number | null;
                            category_name: ("Share" | "Socialize" | "Interact" | "Buy") | null;
                            type_id: number | null;
                            type_name: ("Network1" | "Merchandise" | "Music" | "Tickets" | "Network2" | "Your Site" | "Check-In" | "Code Redemption") | null;
                            activity_channel_id: number | null;
                            activity_channel_name: ("ad hoc points" | "code redemption cgp" | "code redemption other" | "content creation and share" | "content download" | "donation" | "email open or click" | "email sent from member via program" | "network1" | "network6" | "game played" | "network5" | "Mobile client app" | "Mobile partner app" | "Program login" | "Purchase merchandise" | "Purchase season ticket or subscription" | "Purchase ticket" | "Registration and profile" | "Reward redemption" | "Survey" | "Sweeps" | "network2" | "Web client site activity" | "Web other site activity" | "Web partner site activity") | null;
                            freq_cap: number | null;
                            freq_period_id: number | null;
                            freq_period_name: ("24 Hours (Inactive)" | "One Calendar Day" | "Seven Calendar Days (Inactive)" | "One Calendar Week" | "Lifetime" | "One Calendar Month" | "One Calendar Year (Inactive)" | "365 Days (Inactive)" | "30 Days (Inactive)") | null;
                            freq_num_required_attempts: number | null;
                            redirect_url: string | null;
                            points_on_click: boolean;
                            action_tags: string | null;
                            extra_data: unknown;
                            public_title: string | null;
                            public_description: string | null;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    GetRedemptionHistoryPaged: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                date_start?: string;
                date_end?: string;
                page?: string;
                page_size?: string;
            };
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paging: {
                            total: number;
                            pages: number;
                            next_page: string | null;
                            prev_page: string | null;
                        };
                        rewards: {
                            date_created: number;
                            date_fulfilled?: number;
                            total_points_redeemed: number;
                            ending_balance: number;
                            quantity: number;
                            shipping_first_name?: string;
                            shipping_last_name?: string;
                            shipping_street_address_1?: string;
                            shipping_street_address_2?: string;
                            shipping_country?: string;
                            shipping_state?: string;
                            shipping_city?: string;
                            shipping_zip?: string;
                            shipping_phone_number?: string;
                            tracking_number?: string;
                            codes?: string[];
                            digital_download?: string;
                            reward_id: string;
                            reward_title: string;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "page_not_found" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminCreateClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    settings?: {
                        /** @default [] */
                        custom_attributes?: string[];
                        /** @default false */
                        purchase_v1?: boolean;
                        /**
                         * @default {
                         *       "enabled": false,
                         *       "period_days": 30
                         *     }
                         */
                        pending_points?: {
                            /** @default false */
                            enabled?: boolean;
                            /** @default 30 */
                            period_days?: number;
                        };
                        /** @default 1 */
                        points_per_currency_unit?: number;
                        /** @default null */
                        tiers?: {
                            version: 1 | 2;
                            /**
                             * @default lifetime
                             * @enum {string}
                             */
                            timeframe?: "lifetime" | "fixed" | "rolling";
                            /** @default 12 */
                            timeframe_months?: number;
                            /** @default 0 */
                            period_start?: number;
                            levels: {
                                id: string;
                                title: string;
                                min_value: number;
                                /** @default null */
                                max_value?: number | null;
                            }[];
                        } | null;
                        /** @default null */
                        rate_limit_per_second?: number | null;
                        /** @default 30 */
                        max_activity_backdate_days?: number;
                        referral_activity_id?: (string | number) | null;
                        /** @default null */
                        referral_base_url?: string | null;
                        /** @default false */
                        redemption_requires_verified_email?: boolean;
                        /** @default false */
                        require_signed_requests?: boolean;
                        /** @default 100000 */
                        max_points_per_credit?: number;
                        /** @default false */
                        returns_may_overdraw?: boolean;
                        /**
                         * @default {
                         *       "type": "none"
                         *     }
                         */
                        expiry_policy?: {
                            /** @constant */
                            type: "none";
                        } | {
                            /** @constant */
                            type: "rolling";
                            months: number;
                        } | {
                            /** @constant */
                            type: "fixed";
                            month: number;
                        } | {
                            /** @constant */
                            type: "inactivity";
                            months: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        api_key: string;
                        key_id: string;
                        client_id: string;
                        name: string;
                    };
                };
            };
            /** @description `input_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminIssueApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        api_key: string;
                        key_id: string;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminRevokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListPointsAdjustments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                member_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adjustment_id: string;
                        member_id: number;
                        points: number;
                        reason: string;
                        reference: string | null;
                        adjusted_by: string;
                        date_created: number;
                        ending_redeemable: number;
                    }[];
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminCreatePointsAdjustment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                member_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    points: number;
                    reason: string;
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adjustment_id: string;
                        member_id: number;
                        points: number;
                        reason: string;
                        reference: string | null;
                        adjusted_by: string;
                        date_created: number;
                        ending_redeemable: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminIssueSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        public_key: string;
                        secret: string;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminRevokeSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                public_key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook_id: string;
                        url: string;
                        events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.returned" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed")[];
                        enabled: boolean;
                        date_created: number;
                        date_updated: number;
                    }[];
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminCreateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url: string;
                    events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.returned" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed")[];
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook_id: string;
                        url: string;
                        events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.returned" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed")[];
                        enabled: boolean;
                        date_created: number;
                        date_updated: number;
                        secret: string;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook_id: string;
                        url: string;
                        events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.returned" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed")[];
                        enabled: boolean;
                        date_created: number;
                        date_updated: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminUpdateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url: string;
                    events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.returned" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed")[];
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook_id: string;
                        url: string;
                        events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.returned" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed")[];
                        enabled: boolean;
                        date_created: number;
                        date_updated: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminDeleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminRotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 86400 */
                    overlap_seconds?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook_id: string;
                        url: string;
                        events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.returned" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed")[];
                        enabled: boolean;
                        date_created: number;
                        date_updated: number;
                        secret: string;
                        previous_secrets_expire_at: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                client_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            delivery_id: string;
                            event_id: string;
                            /** @enum {string} */
                            event_type: "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.returned" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed";
                            /** @enum {string} */
                            status: "pending" | "delivered" | "retrying" | "failed";
                            attempts: number;
                            last_response_code: number | null;
                            last_error: string | null;
                            next_attempt_at: number | null;
                            created_at: number;
                            updated_at: number;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminReplayWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                webhook_id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery_id: string;
                        event_id: string;
                        /** @enum {string} */
                        event_type: "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.returned" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed";
                        /** @enum {string} */
                        status: "pending" | "delivered" | "retrying" | "failed";
                        attempts: number;
                        last_response_code: number | null;
                        last_error: string | null;
                        next_attempt_at: number | null;
                        created_at: number;
                        updated_at: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetClientSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default [] */
                        custom_attributes: string[];
                        /** @default false */
                        purchase_v1: boolean;
                        /**
                         * @default {
                         *       "enabled": false,
                         *       "period_days": 30
                         *     }
                         */
                        pending_points: {
                            /** @default false */
                            enabled: boolean;
                            /** @default 30 */
                            period_days: number;
                        };
                        /** @default 1 */
                        points_per_currency_unit: number;
                        /** @default null */
                        tiers: {
                            version: 1 | 2;
                            /**
                             * @default lifetime
                             * @enum {string}
                             */
                            timeframe: "lifetime" | "fixed" | "rolling";
                            /** @default 12 */
                            timeframe_months: number;
                            /** @default 0 */
                            period_start: number;
                            levels: {
                                id: string;
                                title: string;
                                min_value: number;
                                /** @default null */
                                max_value: number | null;
                            }[];
                        } | null;
                        /** @default null */
                        rate_limit_per_second: number | null;
                        /** @default 30 */
                        max_activity_backdate_days: number;
                        referral_activity_id: string | null;
                        /** @default null */
                        referral_base_url: string | null;
                        /** @default false */
                        redemption_requires_verified_email: boolean;
                        /** @default false */
                        require_signed_requests: boolean;
                        /** @default 100000 */
                        max_points_per_credit: number;
                        /** @default false */
                        returns_may_overdraw: boolean;
                        /**
                         * @default {
                         *       "type": "none"
                         *     }
                         */
                        expiry_policy: {
                            /** @constant */
                            type: "none";
                        } | {
                            /** @constant */
                            type: "rolling";
                            months: number;
                        } | {
                            /** @constant */
                            type: "fixed";
                            month: number;
                        } | {
                            /** @constant */
                            type: "inactivity";
                            months: number;
                        };
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminPutClientSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    custom_attributes?: string[];
                    /** @default false */
                    purchase_v1?: boolean;
                    /**
                     * @default {
                     *       "enabled": false,
                     *       "period_days": 30
                     *     }
                     */
                    pending_points?: {
                        /** @default false */
                        enabled?: boolean;
                        /** @default 30 */
                        period_days?: number;
                    };
                    /** @default 1 */
                    points_per_currency_unit?: number;
                    /** @default null */
                    tiers?: {
                        version: 1 | 2;
                        /**
                         * @default lifetime
                         * @enum {string}
                         */
                        timeframe?: "lifetime" | "fixed" | "rolling";
                        /** @default 12 */
                        timeframe_months?: number;
                        /** @default 0 */
                        period_start?: number;
                        levels: {
                            id: string;
                            title: string;
                            min_value: number;
                            /** @default null */
                            max_value?: number | null;
                        }[];
                    } | null;
                    /** @default null */
                    rate_limit_per_second?: number | null;
                    /** @default 30 */
                    max_activity_backdate_days?: number;
                    referral_activity_id?: (string | number) | null;
                    /** @default null */
                    referral_base_url?: string | null;
                    /** @default false */
                    redemption_requires_verified_email?: boolean;
                    /** @default false */
                    require_signed_requests?: boolean;
                    /** @default 100000 */
                    max_points_per_credit?: number;
                    /** @default false */
                    returns_may_overdraw?: boolean;
                    /**
                     * @default {
                     *       "type": "none"
                     *     }
                     */
                    expiry_policy?: {
                        /** @constant */
                        type: "none";
                    } | {
                        /** @constant */
                        type: "rolling";
                        months: number;
                    } | {
                        /** @constant */
                        type: "fixed";
                        month: number;
                    } | {
                        /** @constant */
                        type: "inactivity";
                        months: number;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default [] */
                        custom_attributes: string[];
                        /** @default false */
                        purchase_v1: boolean;
                        /**
                         * @default {
                         *       "enabled": false,
                         *       "period_days": 30
                         *     }
                         */
                        pending_points: {
                            /** @default false */
                            enabled: boolean;
                            /** @default 30 */
                            period_days: number;
                        };
                        /** @default 1 */
                        points_per_currency_unit: number;
                        /** @default null */
                        tiers: {
                            version: 1 | 2;
                            /**
                             * @default lifetime
                             * @enum {string}
                             */
                            timeframe: "lifetime" | "fixed" | "rolling";
                            /** @default 12 */
                            timeframe_months: number;
                            /** @default 0 */
                            period_start: number;
                            levels: {
                                id: string;
                                title: string;
                                min_value: number;
                                /** @default null */
                                max_value: number | null;
                            }[];
                        } | null;
                        /** @default null */
                        rate_limit_per_second: number | null;
                        /** @default 30 */
                        max_activity_backdate_days: number;
                        referral_activity_id: string | null;
                        /** @default null */
                        referral_base_url: string | null;
                        /** @default false */
                        redemption_requires_verified_email: boolean;
                        /** @default false */
                        require_signed_requests: boolean;
                        /** @default 100000 */
                        max_points_per_credit: number;
                        /** @default false */
                        returns_may_overdraw: boolean;
                        /**
                         * @default {
                         *       "type": "none"
                         *     }
                         */
                        expiry_policy: {
                            /** @constant */
                            type: "none";
                        } | {
                            /** @constant */
                            type: "rolling";
                            months: number;
                        } | {
                            /** @constant */
                            type: "fixed";
                            month: number;
                        } | {
                            /** @constant */
                            type: "inactivity";
                            months: number;
                        };
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListCampaigns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        campaign_id: string;
                        title: string;
                        description: string;
                        code_field_name: string;
                        date_start: number;
                        date_end: number;
                        /** @enum {number} */
                        enable_email: 0 | 1;
                        /** @enum {number} */
                        enable_verify_checkbox: 0 | 1;
                        image: string;
                        /** @enum {number} */
                        enable_tos: 0 | 1;
                        tos_text: string | null;
                        tos_link_url: string | null;
                        questions: {
                            id: string;
                            /** @enum {number} */
                            is_required: 0 | 1;
                            title: string;
                            /** @enum {number} */
                            type: 1 | 2 | 3 | 4 | 5;
                            options: {
                                id: string;
                                value: string;
                            }[];
                        }[];
                        activity_id: string;
                        activity_name: string;
                        num_points: number;
                        redemption_limit: number | null;
                        date_created: number;
                        date_last_updated: number;
                    }[];
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminCreateCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    code_field_name: string;
                    date_start: number;
                    date_end: number;
                    /**
                     * @default 0
                     * @enum {number}
                     */
                    enable_email?: 0 | 1;
                    /**
                     * @default 0
                     * @enum {number}
                     */
                    enable_verify_checkbox?: 0 | 1;
                    /** Format: uri */
                    image: string;
                    /**
                     * @default 0
                     * @enum {number}
                     */
                    enable_tos?: 0 | 1;
                    /** @default null */
                    tos_text?: string | null;
                    /** @default null */
                    tos_link_url?: string | null;
                    /** @default [] */
                    questions?: {
                        id?: string;
                        title: string;
                        /** @enum {number} */
                        type: 1 | 2 | 3 | 4 | 5;
                        /**
                         * @default 0
                         * @enum {number}
                         */
                        is_required?: 0 | 1;
                        /** @default [] */
                        options?: {
                            id?: string;
                            value: string;
                        }[];
                    }[];
                    num_points: number;
                    /** @default 1 */
                    redemption_limit?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        campaign_id: string;
                        title: string;
                        description: string;
                        code_field_name: string;
                        date_start: number;
                        date_end: number;
                        /** @enum {number} */
                        enable_email: 0 | 1;
                        /** @enum {number} */
                        enable_verify_checkbox: 0 | 1;
                        image: string;
                        /** @enum {number} */
                        enable_tos: 0 | 1;
                        tos_text: string | null;
                        tos_link_url: string | null;
                        questions: {
                            id: string;
                            /** @enum {number} */
                            is_required: 0 | 1;
                            title: string;
                            /** @enum {number} */
                            type: 1 | 2 | 3 | 4 | 5;
                            options: {
                                id: string;
                                value: string;
                            }[];
                        }[];
                        activity_id: string;
                        activity_name: string;
                        num_points: number;
                        redemption_limit: number | null;
                        date_created: number;
                        date_last_updated: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                campaign_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        campaign_id: string;
                        title: string;
                        description: string;
                        code_field_name: string;
                        date_start: number;
                        date_end: number;
                        /** @enum {number} */
                        enable_email: 0 | 1;
                        /** @enum {number} */
                        enable_verify_checkbox: 0 | 1;
                        image: string;
                        /** @enum {number} */
                        enable_tos: 0 | 1;
                        tos_text: string | null;
                        tos_link_url: string | null;
                        questions: {
                            id: string;
                            /** @enum {number} */
                            is_required: 0 | 1;
                            title: string;
                            /** @enum {number} */
                            type: 1 | 2 | 3 | 4 | 5;
                            options: {
                                id: string;
                                value: string;
                            }[];
                        }[];
                        activity_id: string;
                        activity_name: string;
                        num_points: number;
                        redemption_limit: number | null;
                        date_created: number;
                        date_last_updated: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminReplaceCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                campaign_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    code_field_name: string;
                    date_start: number;
                    date_end: number;
                    /**
                     * @default 0
                     * @enum {number}
                     */
                    enable_email?: 0 | 1;
                    /**
                     * @default 0
                     * @enum {number}
                     */
                    enable_verify_checkbox?: 0 | 1;
                    /** Format: uri */
                    image: string;
                    /**
                     * @default 0
                     * @enum {number}
                     */
                    enable_tos?: 0 | 1;
                    /** @default null */
                    tos_text?: string | null;
                    /** @default null */
                    tos_link_url?: string | null;
                    /** @default [] */
                    questions?: {
                        id?: string;
                        title: string;
                        /** @enum {number} */
                        type: 1 | 2 | 3 | 4 | 5;
                        /**
                         * @default 0
                         * @enum {number}
                         */
                        is_required?: 0 | 1;
                        /** @default [] */
                        options?: {
                            id?: string;
                            value: string;
                        }[];
                    }[];
                    num_points: number;
                    /** @default 1 */
                    redemption_limit?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        campaign_id: string;
                        title: string;
                        description: string;
                        code_field_name: string;
                        date_start: number;
                        date_end: number;
                        /** @enum {number} */
                        enable_email: 0 | 1;
                        /** @enum {number} */
                        enable_verify_checkbox: 0 | 1;
                        image: string;
                        /** @enum {number} */
                        enable_tos: 0 | 1;
                        tos_text: string | null;
                        tos_link_url: string | null;
                        questions: {
                            id: string;
                            /** @enum {number} */
                            is_required: 0 | 1;
                            title: string;
                            /** @enum {number} */
                            type: 1 | 2 | 3 | 4 | 5;
                            options: {
                                id: string;
                                value: string;
                            }[];
                        }[];
                        activity_id: string;
                        activity_name: string;
                        num_points: number;
                        redemption_limit: number | null;
                        date_created: number;
                        date_last_updated: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminAddCampaignCodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                campaign_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    codes: string[];
                    single_use: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaign_id: string;
                        added: number;
                        already_present: string[];
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetCampaignCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                campaign_id: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        single_use: boolean;
                        used: boolean;
                        used_by: number | null;
                        date_used: number | null;
                        date_created: number | null;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminDeleteCampaignCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                campaign_id: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListRewardCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                    }[];
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminCreateRewardCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                    };
                };
            };
            /** @description `input_error`, `limit_reached`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "limit_reached" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminUpdateRewardCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                category_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListCouponCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        expiration_days: number | null;
                    }[];
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminCreateCouponCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default null */
                    expiration_days?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        expiration_days: number | null;
                    };
                };
            };
            /** @description `input_error`, `limit_reached`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "limit_reached" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminUpdateCouponCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                category_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default null */
                    expiration_days?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        expiration_days: number | null;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListRewards: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        current_quantity: number;
                        total_quantity: number;
                        num_points: number;
                        date_start: number | null;
                        date_end: number | null;
                        date_end_redeemable: number | null;
                        is_enabled: 0 | 1;
                        no_end_date: 0 | 1;
                        category_id: string | null;
                        group_id: string;
                        max_select_quantity: number | null;
                        max_per_user: number | null;
                        is_shipping_required: 0 | 1;
                        is_phone_number_required: 0 | 1;
                        is_min_age_required: 0 | 1;
                        is_digital_download: 0 | 1;
                        min_age: number | null;
                        sweepstakes_winners: number | null;
                        sweepstake_winners: number | null;
                        extra_data: unknown;
                        total_coupons: number;
                        remaining_coupons: number;
                        image: string | null;
                        additional_images: string[];
                        color: string | null;
                        size: string | null;
                        reward_terms: string | null;
                        min_tier_id: string | null;
                        featured: 0 | 1;
                        is_hidden: 0 | 1;
                        is_locked: 0 | 1;
                        is_active: boolean;
                        coupon_category_id: number | null;
                        digital_download_url: string | null;
                        date_created: number;
                        date_last_updated: number;
                        variations: {
                            id: string;
                            title: string;
                            description: string;
                            current_quantity: number;
                            total_quantity: number;
                            num_points: number;
                            date_start: number | null;
                            date_end: number | null;
                            date_end_redeemable: number | null;
                            is_enabled: 0 | 1;
                            no_end_date: 0 | 1;
                            category_id: string | null;
                            group_id: string;
                            max_select_quantity: number | null;
                            max_per_user: number | null;
                            is_shipping_required: 0 | 1;
                            is_phone_number_required: 0 | 1;
                            is_min_age_required: 0 | 1;
                            is_digital_download: 0 | 1;
                            min_age: number | null;
                            sweepstakes_winners: number | null;
                            sweepstake_winners: number | null;
                            extra_data: unknown;
                            total_coupons: number;
                            remaining_coupons: number;
                            image: string | null;
                            additional_images: string[];
                            color: string | null;
                            size: string | null;
                            reward_terms: string | null;
                            min_tier_id: string | null;
                            featured: 0 | 1;
                            is_hidden: 0 | 1;
                            is_locked: 0 | 1;
                        }[];
                    }[];
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminCreateReward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    num_points: number;
                    total_quantity?: number;
                    /** @default null */
                    date_start?: number | null;
                    /** @default null */
                    date_end?: number | null;
                    /** @default null */
                    date_end_redeemable?: number | null;
                    is_enabled?: 0 | 1 | "0" | "1" | boolean;
                    no_end_date?: 0 | 1 | "0" | "1" | boolean;
                    category_id?: (number | string) | null;
                    /** @default null */
                    max_select_quantity?: number | null;
                    /** @default null */
                    max_per_user?: number | null;
                    is_shipping_required?: 0 | 1 | "0" | "1" | boolean;
                    is_phone_number_required?: 0 | 1 | "0" | "1" | boolean;
                    is_min_age_required?: 0 | 1 | "0" | "1" | boolean;
                    /** @default null */
                    min_age?: number | null;
                    is_digital_download?: 0 | 1 | "0" | "1" | boolean;
                    /** @default null */
                    digital_download_url?: string | null;
                    /** @default null */
                    sweepstakes_winners?: number | null;
                    /** @default null */
                    extra_data?: unknown;
                    /** @default null */
                    image?: string | null;
                    /** @default [] */
                    additional_images?: string[];
                    /** @default null */
                    reward_terms?: string | null;
                    min_tier_id?: (string | number) | null;
                    featured?: 0 | 1 | "0" | "1" | boolean;
                    is_hidden?: 0 | 1 | "0" | "1" | boolean;
                    is_locked?: 0 | 1 | "0" | "1" | boolean;
                    /** @default true */
                    is_active?: boolean;
                    coupon_category_id?: (number | string) | null;
                    variations?: {
                        id?: number | string;
                        /** @default null */
                        color?: string | null;
                        /** @default null */
                        size?: string | null;
                        /** @default null */
                        image?: string | null;
                        total_quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        current_quantity: number;
                        total_quantity: number;
                        num_points: number;
                        date_start: number | null;
                        date_end: number | null;
                        date_end_redeemable: number | null;
                        is_enabled: 0 | 1;
                        no_end_date: 0 | 1;
                        category_id: string | null;
                        group_id: string;
                        max_select_quantity: number | null;
                        max_per_user: number | null;
                        is_shipping_required: 0 | 1;
                        is_phone_number_required: 0 | 1;
                        is_min_age_required: 0 | 1;
                        is_digital_download: 0 | 1;
                        min_age: number | null;
                        sweepstakes_winners: number | null;
                        sweepstake_winners: number | null;
                        extra_data: unknown;
                        total_coupons: number;
                        remaining_coupons: number;
                        image: string | null;
                        additional_images: string[];
                        color: string | null;
                        size: string | null;
                        reward_terms: string | null;
                        min_tier_id: string | null;
                        featured: 0 | 1;
                        is_hidden: 0 | 1;
                        is_locked: 0 | 1;
                        is_active: boolean;
                        coupon_category_id: number | null;
                        digital_download_url: string | null;
                        date_created: number;
                        date_last_updated: number;
                        variations: {
                            id: string;
                            title: string;
                            description: string;
                            current_quantity: number;
                            total_quantity: number;
                            num_points: number;
                            date_start: number | null;
                            date_end: number | null;
                            date_end_redeemable: number | null;
                            is_enabled: 0 | 1;
                            no_end_date: 0 | 1;
                            category_id: string | null;
                            group_id: string;
                            max_select_quantity: number | null;
                            max_per_user: number | null;
                            is_shipping_required: 0 | 1;
                            is_phone_number_required: 0 | 1;
                            is_min_age_required: 0 | 1;
                            is_digital_download: 0 | 1;
                            min_age: number | null;
                            sweepstakes_winners: number | null;
                            sweepstake_winners: number | null;
                            extra_data: unknown;
                            total_coupons: number;
                            remaining_coupons: number;
                            image: string | null;
                            additional_images: string[];
                            color: string | null;
                            size: string | null;
                            reward_terms: string | null;
                            min_tier_id: string | null;
                            featured: 0 | 1;
                            is_hidden: 0 | 1;
                            is_locked: 0 | 1;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `limit_reached`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "limit_reached" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetReward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                reward_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        current_quantity: number;
                        total_quantity: number;
                        num_points: number;
                        date_start: number | null;
                        date_end: number | null;
                        date_end_redeemable: number | null;
                        is_enabled: 0 | 1;
                        no_end_date: 0 | 1;
                        category_id: string | null;
                        group_id: string;
                        max_select_quantity: number | null;
                        max_per_user: number | null;
                        is_shipping_required: 0 | 1;
                        is_phone_number_required: 0 | 1;
                        is_min_age_required: 0 | 1;
                        is_digital_download: 0 | 1;
                        min_age: number | null;
                        sweepstakes_winners: number | null;
                        sweepstake_winners: number | null;
                        extra_data: unknown;
                        total_coupons: number;
                        remaining_coupons: number;
                        image: string | null;
                        additional_images: string[];
                        color: string | null;
                        size: string | null;
                        reward_terms: string | null;
                        min_tier_id: string | null;
                        featured: 0 | 1;
                        is_hidden: 0 | 1;
                        is_locked: 0 | 1;
                        is_active: boolean;
                        coupon_category_id: number | null;
                        digital_download_url: string | null;
                        date_created: number;
                        date_last_updated: number;
                        variations: {
                            id: string;
                            title: string;
                            description: string;
                            current_quantity: number;
                            total_quantity: number;
                            num_points: number;
                            date_start: number | null;
                            date_end: number | null;
                            date_end_redeemable: number | null;
                            is_enabled: 0 | 1;
                            no_end_date: 0 | 1;
                            category_id: string | null;
                            group_id: string;
                            max_select_quantity: number | null;
                            max_per_user: number | null;
                            is_shipping_required: 0 | 1;
                            is_phone_number_required: 0 | 1;
                            is_min_age_required: 0 | 1;
                            is_digital_download: 0 | 1;
                            min_age: number | null;
                            sweepstakes_winners: number | null;
                            sweepstake_winners: number | null;
                            extra_data: unknown;
                            total_coupons: number;
                            remaining_coupons: number;
                            image: string | null;
                            additional_images: string[];
                            color: string | null;
                            size: string | null;
                            reward_terms: string | null;
                            min_tier_id: string | null;
                            featured: 0 | 1;
                            is_hidden: 0 | 1;
                            is_locked: 0 | 1;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminUpdateReward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                reward_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    num_points: number;
                    total_quantity?: number;
                    /** @default null */
                    date_start?: number | null;
                    /** @default null */
                    date_end?: number | null;
                    /** @default null */
                    date_end_redeemable?: number | null;
                    is_enabled?: 0 | 1 | "0" | "1" | boolean;
                    no_end_date?: 0 | 1 | "0" | "1" | boolean;
                    category_id?: (number | string) | null;
                    /** @default null */
                    max_select_quantity?: number | null;
                    /** @default null */
                    max_per_user?: number | null;
                    is_shipping_required?: 0 | 1 | "0" | "1" | boolean;
                    is_phone_number_required?: 0 | 1 | "0" | "1" | boolean;
                    is_min_age_required?: 0 | 1 | "0" | "1" | boolean;
                    /** @default null */
                    min_age?: number | null;
                    is_digital_download?: 0 | 1 | "0" | "1" | boolean;
                    /** @default null */
                    digital_download_url?: string | null;
                    /** @default null */
                    sweepstakes_winners?: number | null;
                    /** @default null */
                    extra_data?: unknown;
                    /** @default null */
                    image?: string | null;
                    /** @default [] */
                    additional_images?: string[];
                    /** @default null */
                    reward_terms?: string | null;
                    min_tier_id?: (string | number) | null;
                    featured?: 0 | 1 | "0" | "1" | boolean;
                    is_hidden?: 0 | 1 | "0" | "1" | boolean;
                    is_locked?: 0 | 1 | "0" | "1" | boolean;
                    /** @default true */
                    is_active?: boolean;
                    coupon_category_id?: (number | string) | null;
                    variations?: {
                        id?: number | string;
                        /** @default null */
                        color?: string | null;
                        /** @default null */
                        size?: string | null;
                        /** @default null */
                        image?: string | null;
                        total_quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        current_quantity: number;
                        total_quantity: number;
                        num_points: number;
                        date_start: number | null;
                        date_end: number | null;
                        date_end_redeemable: number | null;
                        is_enabled: 0 | 1;
                        no_end_date: 0 | 1;
                        category_id: string | null;
                        group_id: string;
                        max_select_quantity: number | null;
                        max_per_user: number | null;
                        is_shipping_required: 0 | 1;
                        is_phone_number_required: 0 | 1;
                        is_min_age_required: 0 | 1;
                        is_digital_download: 0 | 1;
                        min_age: number | null;
                        sweepstakes_winners: number | null;
                        sweepstake_winners: number | null;
                        extra_data: unknown;
                        total_coupons: number;
                        remaining_coupons: number;
                        image: string | null;
                        additional_images: string[];
                        color: string | null;
                        size: string | null;
                        reward_terms: string | null;
                        min_tier_id: string | null;
                        featured: 0 | 1;
                        is_hidden: 0 | 1;
                        is_locked: 0 | 1;
                        is_active: boolean;
                        coupon_category_id: number | null;
                        digital_download_url: string | null;
                        date_created: number;
                        date_last_updated: number;
                        variations: {
                            id: string;
                            title: string;
                            description: string;
                            current_quantity: number;
                            total_quantity: number;
                            num_points: number;
                            date_start: number | null;
                            date_end: number | null;
                            date_end_redeemable: number | null;
                            is_enabled: 0 | 1;
                            no_end_date: 0 | 1;
                            category_id: string | null;
                            group_id: string;
                            max_select_quantity: number | null;
                            max_per_user: number | null;
                            is_shipping_required: 0 | 1;
                            is_phone_number_required: 0 | 1;
                            is_min_age_required: 0 | 1;
                            is_digital_download: 0 | 1;
                            min_age: number | null;
                            sweepstakes_winners: number | null;
                            sweepstake_winners: number | null;
                            extra_data: unknown;
                            total_coupons: number;
                            remaining_coupons: number;
                            image: string | null;
                            additional_images: string[];
                            color: string | null;
                            size: string | null;
                            reward_terms: string | null;
                            min_tier_id: string | null;
                            featured: 0 | 1;
                            is_hidden: 0 | 1;
                            is_locked: 0 | 1;
                        }[];
                    };
                };
            };
            /** @description `input_error`, `limit_reached`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "limit_reached" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminAddRewardCodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                reward_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    codes: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reward_id: string;
                        batch_num: number;
                        codes_added: number;
                        total_coupons: number;
                        remaining_coupons: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `conflict` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListOrdersAwaitingFulfilment: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redeem_order_id: number;
                        user_id: number;
                        reward_id: string;
                        reward_title: string;
                        quantity: number;
                        date_created: number;
                        shipping_first_name?: string;
                        shipping_last_name?: string;
                        shipping_street_address_1?: string;
                        shipping_street_address_2?: string;
                        shipping_country?: string;
                        shipping_state?: string;
                        shipping_city?: string;
                        shipping_zip?: string;
                        shipping_phone_number?: string;
                        date_fulfilled: number | null;
                        tracking_number: string | null;
                    }[];
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminFulfilOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                order_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tracking_number?: string | null;
                    date_fulfilled?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redeem_order_id: number;
                        user_id: number;
                        reward_id: string;
                        reward_title: string;
                        quantity: number;
                        date_created: number;
                        shipping_first_name?: string;
                        shipping_last_name?: string;
                        shipping_street_address_1?: string;
                        shipping_street_address_2?: string;
                        shipping_country?: string;
                        shipping_state?: string;
                        shipping_city?: string;
                        shipping_zip?: string;
                        shipping_phone_number?: string;
                        date_fulfilled: number | null;
                        tracking_number: string | null;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListActivities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        description: string;
                        num_points: number;
                        image: string | null;
                        category_id: number | null;
                        category_name: ("Share" | "Socialize" | "Interact" | "Buy") | null;
                        type_id: number | null;
                        type_name: ("Network1" | "Merchandise" | "Music" | "Tickets" | "Network2" | "Your Site" | "Check-In" | "Code Redemption") | null;
                        activity_channel_id: number | null;
                        activity_channel_name: ("ad hoc points" | "code redemption cgp" | "code redemption other" | "content creation and share" | "content download" | "donation" | "email open or click" | "email sent from member via program" | "network1" | "network6" | "game played" | "network5" | "Mobile client app" | "Mobile partner app" | "Program login" | "Purchase merchandise" | "Purchase season ticket or subscription" | "Purchase ticket" | "Registration and profile" | "Reward redemption" | "Survey" | "Sweeps" | "network2" | "Web client site activity" | "Web other site activity" | "Web partner site activity") | null;
                        freq_cap: number | null;
                        freq_period_id: number | null;
                        freq_period_name: ("24 Hours (Inactive)" | "One Calendar Day" | "Seven Calendar Days (Inactive)" | "One Calendar Week" | "Lifetime" | "One Calendar Month" | "One Calendar Year (Inactive)" | "365 Days (Inactive)" | "30 Days (Inactive)") | null;
                        freq_num_required_attempts: number | null;
                        redirect_url: string | null;
                        points_on_click: boolean;
                        action_tags: string | null;
                        extra_data: unknown;
                        public_title: string | null;
                        public_description: string | null;
                        is_active: boolean;
                        date_created: number;
                        date_last_updated: number;
                    }[];
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminCreateActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    title: string;
                    /** @default  */
                    description?: string;
                    num_points: number;
                    /** @default null */
                    image?: string | null;
                    /** @default null */
                    category_id?: number | null;
                    /** @default null */
                    type_id?: number | null;
                    /** @default null */
                    activity_channel_id?: number | null;
                    /** @default null */
                    freq_cap?: number | null;
                    /** @default null */
                    freq_period_id?: number | null;
                    /** @default null */
                    freq_num_required_attempts?: number | null;
                    /** @default null */
                    redirect_url?: string | null;
                    /** @default false */
                    points_on_click?: boolean;
                    /** @default null */
                    action_tags?: string | null;
                    /** @default null */
                    extra_data?: unknown;
                    /** @default null */
                    public_title?: string | null;
                    /** @default null */
                    public_description?: string | null;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        description: string;
                        num_points: number;
                        image: string | null;
                        category_id: number | null;
                        category_name: ("Share" | "Socialize" | "Interact" | "Buy") | null;
                        type_id: number | null;
                        type_name: ("Network1" | "Merchandise" | "Music" | "Tickets" | "Network2" | "Your Site" | "Check-In" | "Code Redemption") | null;
                        activity_channel_id: number | null;
                        activity_channel_name: ("ad hoc points" | "code redemption cgp" | "code redemption other" | "content creation and share" | "content download" | "donation" | "email open or click" | "email sent from member via program" | "network1" | "network6" | "game played" | "network5" | "Mobile client app" | "Mobile partner app" | "Program login" | "Purchase merchandise" | "Purchase season ticket or subscription" | "Purchase ticket" | "Registration and profile" | "Reward redemption" | "Survey" | "Sweeps" | "network2" | "Web client site activity" | "Web other site activity" | "Web partner site activity") | null;
                        freq_cap: number | null;
                        freq_period_id: number | null;
                        freq_period_name: ("24 Hours (Inactive)" | "One Calendar Day" | "Seven Calendar Days (Inactive)" | "One Calendar Week" | "Lifetime" | "One Calendar Month" | "One Calendar Year (Inactive)" | "365 Days (Inactive)" | "30 Days (Inactive)") | null;
                        freq_num_required_attempts: number | null;
                        redirect_url: string | null;
                        points_on_click: boolean;
                        action_tags: string | null;
                        extra_data: unknown;
                        public_title: string | null;
                        public_description: string | null;
                        is_active: boolean;
                        date_created: number;
                        date_last_updated: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                activity_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        description: string;
                        num_points: number;
                        image: string | null;
                        category_id: number | null;
                        category_name: ("Share" | "Socialize" | "Interact" | "Buy") | null;
                        type_id: number | null;
                        type_name: ("Network1" | "Merchandise" | "Music" | "Tickets" | "Network2" | "Your Site" | "Check-In" | "Code Redemption") | null;
                        activity_channel_id: number | null;
                        activity_channel_name: ("ad hoc points" | "code redemption cgp" | "code redemption other" | "content creation and share" | "content download" | "donation" | "email open or click" | "email sent from member via program" | "network1" | "network6" | "game played" | "network5" | "Mobile client app" | "Mobile partner app" | "Program login" | "Purchase merchandise" | "Purchase season ticket or subscription" | "Purchase ticket" | "Registration and profile" | "Reward redemption" | "Survey" | "Sweeps" | "network2" | "Web client site activity" | "Web other site activity" | "Web partner site activity") | null;
                        freq_cap: number | null;
                        freq_period_id: number | null;
                        freq_period_name: ("24 Hours (Inactive)" | "One Calendar Day" | "Seven Calendar Days (Inactive)" | "One Calendar Week" | "Lifetime" | "One Calendar Month" | "One Calendar Year (Inactive)" | "365 Days (Inactive)" | "30 Days (Inactive)") | null;
                        freq_num_required_attempts: number | null;
                        redirect_url: string | null;
                        points_on_click: boolean;
                        action_tags: string | null;
                        extra_data: unknown;
                        public_title: string | null;
                        public_description: string | null;
                        is_active: boolean;
                        date_created: number;
                        date_last_updated: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
    AdminReplaceActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                activity_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    title: string;
                    /** @default  */
                    description?: string;
                    num_points: number;
                    /** @default null */
                    image?: string | null;
                    /** @default null */
                    category_id?: number | null;
                    /** @default null */
                    type_id?: number | null;
                    /** @default null */
                    activity_channel_id?: number | null;
                    /** @default null */
                    freq_cap?: number | null;
                    /** @default null */
                    freq_period_id?: number | null;
                    /** @default null */
                    freq_num_required_attempts?: number | null;
                    /** @default null */
                    redirect_url?: string | null;
                    /** @default false */
                    points_on_click?: boolean;
                    /** @default null */
                    action_tags?: string | null;
                    /** @default null */
                    extra_data?: unknown;
                    /** @default null */
                    public_title?: string | null;
                    /** @default null */
                    public_description?: string | null;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        description: string;
                        num_points: number;
                        image: string | null;
                        category_id: number | null;
                        category_name: ("Share" | "Socialize" | "Interact" | "Buy") | null;
                        type_id: number | null;
                        type_name: ("Network1" | "Merchandise" | "Music" | "Tickets" | "Network2" | "Your Site" | "Check-In" | "Code Redemption") | null;
                        activity_channel_id: number | null;
                        activity_channel_name: ("ad hoc points" | "code redemption cgp" | "code redemption other" | "content creation and share" | "content download" | "donation" | "email open or click" | "email sent from member via program" | "network1" | "network6" | "game played" | "network5" | "Mobile client app" | "Mobile partner app" | "Program login" | "Purchase merchandise" | "Purchase season ticket or subscription" | "Purchase ticket" | "Registration and profile" | "Reward redemption" | "Survey" | "Sweeps" | "network2" | "Web client site activity" | "Web other site activity" | "Web partner site activity") | null;
                        freq_cap: number | null;
                        freq_period_id: number | null;
                        freq_period_name: ("24 Hours (Inactive)" | "One Calendar Day" | "Seven Calendar Days (Inactive)" | "One Calendar Week" | "Lifetime" | "One Calendar Month" | "One Calendar Year (Inactive)" | "365 Days (Inactive)" | "30 Days (Inactive)") | null;
                        freq_num_required_attempts: number | null;
                        redirect_url: string | null;
                        points_on_click: boolean;
                        action_tags: string | null;
                        extra_data: unknown;
                        public_title: string | null;
                        public_description: string | null;
                        is_active: boolean;
                        date_created: number;
                        date_last_updated: number;
                    };
                };
            };
            /** @description `input_error`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "param_error";
                        message: string;
                    };
                };
            };
            /** @description `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    };
                };
            };
            /** @description `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    };
                };
            };
            /** @description `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                    };
                };
            };
        };
    };
}

/** Operations that honour an Idempotency-Key ("METHOD /path"). */
export const idempotentOperations: ReadonlySet<string> = new Set([
  "DELETE /v2/users/{user_id}",
  "POST /v2/users/{user_id}/activities",
  "POST /v2/code_redemption_campaign/submit",
  "POST /v2/claim_receipt/online",
  "POST /v2/claim_receipt/in_store",
  "POST /v2/purchases",
  "POST /v2/purchases/return",
  "POST /v2/users/{user_id}/redemption",
  "POST /v2/coupon/use",
  "POST /v2/coupon/unuse"
]);
