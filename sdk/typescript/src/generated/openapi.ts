// Code generated from docs/openapi.json by `npm run docs` (openapi-typescript). DO NOT EDIT.
// @generated

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
    "/v2/users/{user_id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue member token
         * @description Beyond the spec (docs/decisions.md). Writes.
         */
        post: operations["IssueMemberToken"];
        /**
         * Sign out member
         * @description Beyond the spec (docs/decisions.md). Writes.
         */
        delete: operations["SignOutMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/http/v2/client-user-auth-sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in verified member
         * @description Beyond the spec (docs/decisions.md). Writes.
         */
        post: operations["SignInVerifiedMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/sign_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in member
         * @description Beyond the spec (docs/decisions.md). Writes.
         */
        post: operations["SignInMember"];
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
    "/v2/users/{user_id}/receipts/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit receipt
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["SubmitReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List user receipts
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["ListUserReceipts"];
        put?: never;
        post?: never;
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
    "/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create purchase hosted
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["CreatePurchaseHosted"];
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
    "/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return purchase hosted
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["ReturnPurchaseHosted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/purchases/return/{return_id}": {
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
         * Void return
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        delete: operations["VoidReturn"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/return/{return_id}": {
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
         * Void return hosted
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        delete: operations["VoidReturnHosted"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/purchases/{receipt_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get purchase
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetPurchase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchase/{purchase_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get purchase hosted
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetPurchaseHosted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user_id}/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user purchases
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetUserPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{user_id}/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user purchases hosted
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetUserPurchasesHosted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/purchases/potential_points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate potential points
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        post: operations["CalculatePotentialPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipt/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate potential points hosted
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        post: operations["CalculatePotentialPointsHosted"];
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
    "/v2.1/users/{user_id}/survey/{activity_id}/response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * User survey submit
         * @description Beyond the spec (docs/decisions.md). Writes. Safe to retry with an Idempotency-Key.
         */
        post: operations["UserSurveySubmit"];
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
    "/v2/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get activities
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/activities/{activity_id}/extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get activity extended
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetActivityExtended"];
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
    "/v2.1/rewards/{reward_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get reward details
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetRewardDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rewards/{reward_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get legacy reward details
         * @description Beyond the spec (docs/decisions.md). Reads only.
         */
        get: operations["GetLegacyRewardDetails"];
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
        /**
         * List clients
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListClients"];
        put?: never;
        /**
         * Create client
         * @description Operator API; roles: owner, manager. Writes.
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
        /**
         * List api keys
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListApiKeys"];
        put?: never;
        /**
         * Issue api key
         * @description Operator API; roles: owner. Writes.
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
         * @description Operator API; roles: owner. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListPointsAdjustments"];
        put?: never;
        /**
         * Create points adjustment
         * @description Operator API; roles: owner, manager, support. Writes.
         */
        post: operations["AdminCreatePointsAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/members/{member_id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export member
         * @description Operator API; roles: owner, manager, support. Reads only.
         */
        get: operations["AdminExportMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/members/{member_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get member
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetMember"];
        put?: never;
        post?: never;
        /**
         * Delete member
         * @description Operator API; roles: owner, manager, support. Writes. Safe to retry with an Idempotency-Key.
         */
        delete: operations["AdminDeleteMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/members/{member_id}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List member ledger
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListMemberLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/members/{member_id}/redemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List member redemptions
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListMemberRedemptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/members/{member_id}/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List member purchases
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListMemberPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/members/{member_id}/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List member coupons
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListMemberCoupons"];
        put?: never;
        post?: never;
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
        /**
         * List signing keys
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListSigningKeys"];
        put?: never;
        /**
         * Issue signing key
         * @description Operator API; roles: owner. Writes.
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
         * @description Operator API; roles: owner. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListWebhooks"];
        put?: never;
        /**
         * Create webhook
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetWebhook"];
        /**
         * Update webhook
         * @description Operator API; roles: owner, manager. Writes.
         */
        put: operations["AdminUpdateWebhook"];
        post?: never;
        /**
         * Delete webhook
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
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
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetClientSettings"];
        /**
         * Put client settings
         * @description Operator API; roles: owner, manager. Writes.
         */
        put: operations["AdminPutClientSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Patch client settings
         * @description Operator API; roles: owner, manager. Writes.
         */
        patch: operations["AdminPatchClientSettings"];
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListCampaigns"];
        put?: never;
        /**
         * Create campaign
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetCampaign"];
        /**
         * Replace campaign
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetCampaignCode"];
        put?: never;
        post?: never;
        /**
         * Delete campaign code
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListRewardCategories"];
        put?: never;
        /**
         * Create reward category
         * @description Operator API; roles: owner, manager. Writes.
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
        /**
         * Get reward category
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetRewardCategory"];
        /**
         * Update reward category
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListCouponCategories"];
        put?: never;
        /**
         * Create coupon category
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListRewards"];
        put?: never;
        /**
         * Create reward
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetReward"];
        /**
         * Update reward
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
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
         * @description Operator API; roles: owner, manager, support. Writes.
         */
        put: operations["AdminFulfilOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List receipts
         * @description Operator API; roles: owner, manager, support. Reads only.
         */
        get: operations["AdminListReceipts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/receipts/{receipt_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve receipt
         * @description Operator API; roles: owner, manager, support. Writes.
         */
        post: operations["AdminApproveReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/receipts/{receipt_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject receipt
         * @description Operator API; roles: owner, manager, support. Writes.
         */
        post: operations["AdminRejectReceipt"];
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListActivities"];
        put?: never;
        /**
         * Create activity
         * @description Operator API; roles: owner, manager. Writes.
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
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetActivity"];
        /**
         * Replace activity
         * @description Operator API; roles: owner, manager. Writes.
         */
        put: operations["AdminReplaceActivity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List imports
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListImports"];
        put?: never;
        /**
         * Create import
         * @description Operator API; roles: owner, manager. Writes.
         */
        post: operations["AdminCreateImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/imports/{import_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get import
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/imports/{import_id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List import errors
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListImportErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/imports/{import_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel import
         * @description Operator API; roles: owner, manager. Writes.
         */
        post: operations["AdminCancelImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List operators
         * @description Operator API; roles: owner. Reads only.
         */
        get: operations["AdminListOperators"];
        put?: never;
        /**
         * Invite operator
         * @description Operator API; roles: owner. Writes.
         */
        post: operations["AdminInviteOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operators/{operator_id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change operator role
         * @description Operator API; roles: owner. Writes.
         */
        put: operations["AdminChangeOperatorRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operators/{operator_id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable operator
         * @description Operator API; roles: owner. Writes.
         */
        post: operations["AdminDisableOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operators/{operator_id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable operator
         * @description Operator API; roles: owner. Writes.
         */
        post: operations["AdminEnableOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/sign_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Operator API; roles: owner, manager, support, viewer. Writes.
         */
        post: operations["AdminSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List exports
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListExports"];
        put?: never;
        /**
         * Create export
         * @description Operator API; roles: owner, manager. Writes.
         */
        post: operations["AdminCreateExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/exports/{export_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get export
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List program audit
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminListProgramAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deployment audit
         * @description Operator API; roles: owner. Reads only.
         */
        get: operations["AdminListDeploymentAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/reports/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get report summary
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetReportSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/reports/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get daily report
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetDailyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/reports/top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get top report
         * @description Operator API; roles: owner, manager, support, viewer. Reads only.
         */
        get: operations["AdminGetTopReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{client_id}/reports/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rebuild reports
         * @description Operator API; roles: owner, manager. Writes.
         */
        post: operations["AdminRebuildReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * @description An event a webhook endpoint may subscribe to.
         * @enum {string}
         */
        WebhookEventType: "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.expiring" | "points.returned" | "points.return_voided" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed" | "receipt.approved" | "receipt.rejected";
    };
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
                pii?: "0" | "1" | "true" | "false" | "";
            };
            header?: never;
            path: {
                /** @example 131025580123630 */
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
                    /**
                     * @example {
                     *       "id": 131025580123630,
                     *       "first_name": "Test",
                     *       "middle_name": null,
                     *       "last_name": "Member",
                     *       "date_of_birth": 631152000,
                     *       "email_address": "mmx0zyc2x8ors9@example.com",
                     *       "email_is_verified": true,
                     *       "username": null,
                     *       "mobile_phone_number": null,
                     *       "third_party_id": null,
                     *       "is_active": true,
                     *       "gender_id": null,
                     *       "gender": null,
                     *       "extra_data": null,
                     *       "continent": "North America",
                     *       "country": "United States",
                     *       "us_region": "Northeast",
                     *       "ca_province": null,
                     *       "state": "NY",
                     *       "city": "New York",
                     *       "street_address_1": null,
                     *       "street_address_2": null,
                     *       "postal_code": "10001",
                     *       "receive_email_updates": true,
                     *       "date_receive_email_opt_in": 1795905815,
                     *       "date_receive_email_opt_out": null,
                     *       "network1_access_token": null,
                     *       "network1_user_id": null,
                     *       "date_network1_token_expires": null,
                     *       "network2_oauth_token": null,
                     *       "network2_oauth_token_secret": null,
                     *       "network2_user_id": null,
                     *       "network3_access_token": null,
                     *       "network3_refresh_token": null,
                     *       "network3_user_id": null,
                     *       "network4_access_token": null,
                     *       "network4_access_token_secret": null,
                     *       "network4_session_handle": null,
                     *       "network4_user_id": null,
                     *       "network5_access_token": null,
                     *       "network5_username": null,
                     *       "network5_user_id": null,
                     *       "activity_stream_opt_in": null,
                     *       "store_id": null,
                     *       "date_last_login": null,
                     *       "date_last_updated": 1795905815,
                     *       "date_created": 1795905815,
                     *       "salt": null,
                     *       "hash_algorithm_id": "",
                     *       "lang_pref": "en",
                     *       "referral_url": "",
                     *       "sign_up_channel_id": null,
                     *       "total_points": 100,
                     *       "redeemable_points": 100,
                     *       "num_points_purchased": 0,
                     *       "rank": 1,
                     *       "weekly_rank": 1,
                     *       "monthly_rank": 1,
                     *       "fan_level": "",
                     *       "custom_data": {}
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 92426209230234 */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "Renamed"
                 *     }
                 */
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
                    remove_points?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
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
                    /**
                     * @example {
                     *       "id": 92426209230234,
                     *       "first_name": "Renamed",
                     *       "middle_name": null,
                     *       "last_name": "Member",
                     *       "date_of_birth": 631152000,
                     *       "email_address": "mmwvyfotz19zds@example.com",
                     *       "email_is_verified": true,
                     *       "username": null,
                     *       "mobile_phone_number": null,
                     *       "third_party_id": null,
                     *       "is_active": true,
                     *       "gender_id": null,
                     *       "gender": null,
                     *       "extra_data": null,
                     *       "continent": "North America",
                     *       "country": "United States",
                     *       "us_region": "Northeast",
                     *       "ca_province": null,
                     *       "state": "NY",
                     *       "city": "New York",
                     *       "street_address_1": null,
                     *       "street_address_2": null,
                     *       "postal_code": "10001",
                     *       "receive_email_updates": true,
                     *       "date_receive_email_opt_in": 1795600935,
                     *       "date_receive_email_opt_out": null,
                     *       "network1_access_token": null,
                     *       "network1_user_id": null,
                     *       "date_network1_token_expires": null,
                     *       "network2_oauth_token": null,
                     *       "network2_oauth_token_secret": null,
                     *       "network2_user_id": null,
                     *       "network3_access_token": null,
                     *       "network3_refresh_token": null,
                     *       "network3_user_id": null,
                     *       "network4_access_token": null,
                     *       "network4_access_token_secret": null,
                     *       "network4_session_handle": null,
                     *       "network4_user_id": null,
                     *       "network5_access_token": null,
                     *       "network5_username": null,
                     *       "network5_user_id": null,
                     *       "activity_stream_opt_in": null,
                     *       "store_id": null,
                     *       "date_last_login": null,
                     *       "date_last_updated": 1795600935,
                     *       "date_created": 1795600935,
                     *       "salt": null,
                     *       "hash_algorithm_id": "",
                     *       "lang_pref": "en",
                     *       "referral_url": "",
                     *       "sign_up_channel_id": null,
                     *       "total_points": 0,
                     *       "redeemable_points": 0,
                     *       "num_points_purchased": 0,
                     *       "rank": 1,
                     *       "weekly_rank": 1,
                     *       "monthly_rank": 1,
                     *       "fan_level": "Bronze",
                     *       "custom_data": {},
                     *       "tier_info": {
                     *         "current_level": {
                     *           "title": "Bronze",
                     *           "min_value": 0,
                     *           "max_value": null
                     *         },
                     *         "next_level": {
                     *           "title": "Silver",
                     *           "min_value": 500,
                     *           "max_value": null
                     *         },
                     *         "levels_above": [
                     *           {
                     *             "title": "Silver",
                     *             "min_value": 500,
                     *             "max_value": null
                     *           },
                     *           {
                     *             "title": "Gold",
                     *             "min_value": 1000,
                     *             "max_value": null
                     *           }
                     *         ],
                     *         "levels_below": [],
                     *         "date_assigned": "2026-11-25T10:02:15Z",
                     *         "expiration_date": null,
                     *         "reset_date": null,
                     *         "score_needed_to_reach": 500,
                     *         "score_needed_to_maintain": null,
                     *         "days_until_expiration_date": null,
                     *         "days_until_reset_date": null,
                     *         "is_maintenance_mode": false,
                     *         "date_reached": "2026-11-25T10:02:15Z",
                     *         "assigned_by_event": "jump",
                     *         "timeframe_score": 0,
                     *         "tier_score": 0
                     *       }
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    DeleteUser: {
        parameters: {
            query?: {
                /**
                 * @description How {user_id} is read.
                 * @example email
                 */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example leavemwvye14o1xdkp@example.com */
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
                    /**
                     * @example {
                     *       "user_id": 2694288612999,
                     *       "status": "Queued"
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    GetUserActivitiesForm: {
        parameters: {
            query?: {
                /**
                 * @description How {user_id} is read.
                 * @example email
                 */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                pii?: "0" | "1" | "true" | "false" | "";
            };
            header?: never;
            path: {
                /** @example mmwvygk1u5mqa1@example.com */
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
                    /**
                     * @example {
                     *       "id": 64112243557036,
                     *       "first_name": "Test",
                     *       "middle_name": null,
                     *       "last_name": "Member",
                     *       "date_of_birth": 631152000,
                     *       "email_address": "mmwvygk1u5mqa1@example.com",
                     *       "email_is_verified": true,
                     *       "username": "adamwvygk1u1kbcn",
                     *       "mobile_phone_number": "7770975667",
                     *       "third_party_id": "crmmwvygk1u2uq8r",
                     *       "is_active": true,
                     *       "gender_id": null,
                     *       "gender": null,
                     *       "extra_data": null,
                     *       "continent": "North America",
                     *       "country": "United States",
                     *       "us_region": "Northeast",
                     *       "ca_province": null,
                     *       "state": "NY",
                     *       "city": "New York",
                     *       "street_address_1": null,
                     *       "street_address_2": null,
                     *       "postal_code": "10001",
                     *       "receive_email_updates": true,
                     *       "date_receive_email_opt_in": 1795600975,
                     *       "date_receive_email_opt_out": null,
                     *       "network1_access_token": null,
                     *       "network1_user_id": "n1mwvygk1u3irzt",
                     *       "date_network1_token_expires": null,
                     *       "network2_oauth_token": null,
                     *       "network2_oauth_token_secret": null,
                     *       "network2_user_id": "n2mwvygk1u4dxuv",
                     *       "network3_access_token": null,
                     *       "network3_refresh_token": null,
                     *       "network3_user_id": null,
                     *       "network4_access_token": null,
                     *       "network4_access_token_secret": null,
                     *       "network4_session_handle": null,
                     *       "network4_user_id": null,
                     *       "network5_access_token": null,
                     *       "network5_username": null,
                     *       "network5_user_id": null,
                     *       "activity_stream_opt_in": null,
                     *       "store_id": null,
                     *       "date_last_login": null,
                     *       "date_last_updated": 1795600975,
                     *       "date_created": 1795600975,
                     *       "salt": null,
                     *       "hash_algorithm_id": "",
                     *       "lang_pref": "en",
                     *       "referral_url": "",
                     *       "sign_up_channel_id": null,
                     *       "total_points": 0,
                     *       "redeemable_points": 0,
                     *       "num_points_purchased": 0,
                     *       "rank": 1,
                     *       "weekly_rank": 1,
                     *       "monthly_rank": 1,
                     *       "fan_level": "",
                     *       "custom_data": {}
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 134840606272944 */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "activity_id": 1702057007,
                 *       "activity_date": 1795600978,
                 *       "extra_data": {
                 *         "post": 7
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "awarded": true,
                     *       "num_points": 20,
                     *       "reason": null
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /**
                 * @example {
                 *       "first_name": "Test",
                 *       "last_name": "Member",
                 *       "date_of_birth": 631152000,
                 *       "email_address": "mmx0zyf5x19xeyn@example.com",
                 *       "postal_code": "10001"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 129341017070940,
                     *       "first_name": "Test",
                     *       "middle_name": null,
                     *       "last_name": "Member",
                     *       "date_of_birth": 631152000,
                     *       "email_address": "mmx0zyf5x19xeyn@example.com",
                     *       "email_is_verified": true,
                     *       "username": null,
                     *       "mobile_phone_number": null,
                     *       "third_party_id": null,
                     *       "is_active": true,
                     *       "gender_id": null,
                     *       "gender": null,
                     *       "extra_data": null,
                     *       "continent": "North America",
                     *       "country": "United States",
                     *       "us_region": "Northeast",
                     *       "ca_province": null,
                     *       "state": "NY",
                     *       "city": "New York",
                     *       "street_address_1": null,
                     *       "street_address_2": null,
                     *       "postal_code": "10001",
                     *       "receive_email_updates": true,
                     *       "date_receive_email_opt_in": 1795905819,
                     *       "date_receive_email_opt_out": null,
                     *       "network1_access_token": null,
                     *       "network1_user_id": null,
                     *       "date_network1_token_expires": null,
                     *       "network2_oauth_token": null,
                     *       "network2_oauth_token_secret": null,
                     *       "network2_user_id": null,
                     *       "network3_access_token": null,
                     *       "network3_refresh_token": null,
                     *       "network3_user_id": null,
                     *       "network4_access_token": null,
                     *       "network4_access_token_secret": null,
                     *       "network4_session_handle": null,
                     *       "network4_user_id": null,
                     *       "network5_access_token": null,
                     *       "network5_username": null,
                     *       "network5_user_id": null,
                     *       "activity_stream_opt_in": null,
                     *       "store_id": null,
                     *       "date_last_login": null,
                     *       "date_last_updated": 1795905819,
                     *       "date_created": 1795905819,
                     *       "salt": null,
                     *       "hash_algorithm_id": "",
                     *       "lang_pref": "en",
                     *       "referral_url": "",
                     *       "sign_up_channel_id": null,
                     *       "total_points": 0,
                     *       "redeemable_points": 0,
                     *       "num_points_purchased": 0,
                     *       "rank": 16,
                     *       "weekly_rank": 16,
                     *       "monthly_rank": 16,
                     *       "fan_level": "",
                     *       "custom_data": {}
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example 72611610767177 */
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
                    /**
                     * @example {
                     *       "user_id": 72611610767177,
                     *       "initiated_by": "API",
                     *       "status": "Deletion_completed",
                     *       "status_history": [
                     *         {
                     *           "status": "Deletion_initiated",
                     *           "date": "2026-11-25T22:47:32.000+00:00"
                     *         },
                     *         {
                     *           "status": "Deletion_in_progress",
                     *           "date": "2026-11-25T22:47:33.000+00:00"
                     *         },
                     *         {
                     *           "status": "Deletion_completed",
                     *           "date": "2026-11-25T22:47:33.000+00:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        user_id: number;
                        initiated_by: string;
                        /** @enum {string} */
                        status: "Deletion_initiated" | "Deletion_in_progress" | "Deletion_completed";
                        status_history: {
                            /** @enum {string} */
                            status: "Deletion_initiated" | "Deletion_in_progress" | "Deletion_completed";
                            /** Format: date-time */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    IssueMemberToken: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                lifetime_days?: number;
            };
            header?: never;
            path: {
                user_id: string;
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
                        /** @description Sent as x-ct-user-token on the member's own calls */
                        token: string;
                        /** @description Signs the member's calls (X-CT-Authorization: CTApiV2Auth) where the program requires signed requests */
                        key: string;
                        /** @description Unix seconds */
                        expires_at: number;
                        /** @description The member's id, for the {user_id} of its calls */
                        user_id: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    SignOutMember: {
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
            /** @description Done: no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    SignInVerifiedMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    email_address?: string;
                    verified?: 1 | "1" | true;
                    redirect?: string;
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
                        /** @description Sent as x-ct-user-token on the member's own calls */
                        token: string;
                        /** @description Signs the member's calls (X-CT-Authorization: CTApiV2Auth) where the program requires signed requests */
                        key: string;
                        /** @description Unix seconds */
                        expires_at: number;
                        /** @description The member's id, for the {user_id} of its calls */
                        user_id: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    SignInMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                    /**
                     * @default id
                     * @enum {string}
                     */
                    id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                    user_id: string | number;
                    password: string;
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
                        /** @description Sent as x-ct-user-token on the member's own calls */
                        token: string;
                        /** @description Signs the member's calls (X-CT-Authorization: CTApiV2Auth) where the program requires signed requests */
                        key: string;
                        /** @description Unix seconds */
                        expires_at: number;
                        /** @description The member's id, for the {user_id} of its calls */
                        user_id: string;
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example 126050879592320 */
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
                    /**
                     * @example {
                     *       "id": 126050879592320,
                     *       "total_points": 555,
                     *       "redeemable_points": 535,
                     *       "num_points_purchased": 0,
                     *       "activities": [
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 500,
                     *           "notes": null,
                     *           "date_created": 1795600900
                     *         },
                     *         {
                     *           "name": "Bottle cap codes",
                     *           "num_points": 50,
                     *           "notes": null,
                     *           "date_created": 1795600900
                     *         },
                     *         {
                     *           "name": "Redeemed Reward mwvyexns7g4m3",
                     *           "num_points": -10,
                     *           "notes": null,
                     *           "date_created": 1795600900
                     *         },
                     *         {
                     *           "name": "Points adjustment",
                     *           "num_points": 5,
                     *           "notes": "IAM walk",
                     *           "date_created": 1795600900
                     *         },
                     *         {
                     *           "name": "Redeemed Jersey",
                     *           "num_points": -10,
                     *           "notes": null,
                     *           "date_created": 1795600900
                     *         }
                     *       ],
                     *       "pending": [
                     *         {
                     *           "date_of_purchase": "25-NOV-26",
                     *           "date_points_clear": "25-DEC-26",
                     *           "number_of_points": "20"
                     *         },
                     *         {
                     *           "date_of_purchase": "25-NOV-26",
                     *           "date_points_clear": "25-DEC-26",
                     *           "number_of_points": "20"
                     *         },
                     *         {
                     *           "date_of_purchase": "25-NOV-26",
                     *           "date_points_clear": "25-DEC-26",
                     *           "number_of_points": "3"
                     *         }
                     *       ],
                     *       "fan_level": ""
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    GetCodeRedemptionCampaign: {
        parameters: {
            query: {
                /** @example 42886959534308 */
                id: string;
                /** @example 2 */
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
                    /**
                     * @example {
                     *       "id": "660378220",
                     *       "campaign_id": "42886959534308",
                     *       "title": "Bottle cap codes",
                     *       "description": "Enter the code printed under the cap",
                     *       "code_field_name": "Cap code",
                     *       "date_start": 1795819412,
                     *       "date_end": 1798497812,
                     *       "enable_email": 0,
                     *       "enable_verify_checkbox": 0,
                     *       "is_enabled": 1,
                     *       "image": "https://example.com/cap.png",
                     *       "enable_tos": 1,
                     *       "tos_text": "Terms apply",
                     *       "tos_link_url": null,
                     *       "questions": [
                     *         {
                     *           "id": "93d26b216fd4",
                     *           "is_required": 1,
                     *           "title": "Where did you buy it?",
                     *           "type": 2,
                     *           "options": [
                     *             {
                     *               "id": "ece101bc948a",
                     *               "value": "Shop"
                     *             },
                     *             {
                     *               "id": "17ff96f3de3d",
                     *               "value": "Online"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "f7da0c5e5922",
                     *           "is_required": 0,
                     *           "title": "Anything else?",
                     *           "type": 3,
                     *           "options": []
                     *         }
                     *       ]
                     *     }
                     */
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
                        /** @enum {number} */
                        is_enabled: 0 | 1;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /**
                 * @example {
                 *       "user_id": 62535767225719,
                 *       "campaign_id": "124786881012672",
                 *       "code_value": "ASK",
                 *       "questions_answers": [
                 *         {
                 *           "id": "37c9de65e71f",
                 *           "value": "11b420746494"
                 *         }
                 *       ]
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "num_points": 5
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /**
                 * @example {
                 *       "user_id": 119278187991549,
                 *       "receipt_number": "rcptmwvygq3q1r3uv",
                 *       "receipt_total": "42.50"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "points": "42"
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /**
                 * @example {
                 *       "user_id": 106687862320196,
                 *       "receipt_number": "Brcptmwvyfbc819y5rw",
                 *       "receipt_total": 42.5,
                 *       "store_number": "store-7",
                 *       "date_purchased": 1773154800
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "points": "42"
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    SubmitReceipt: {
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
                /** @example 6638499246195 */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image": "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
                 *       "file_name": "groceries.jpg"
                 *     }
                 */
                "application/json": {
                    image: string;
                    file_name?: string;
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
                    /**
                     * @example {
                     *       "id": "6638499246195-1795908641-036ce659b827",
                     *       "message": "Receipt successfully submitted for processing.",
                     *       "status": "pending_review"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        message: string;
                        /** @constant */
                        status: "pending_review";
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    ListUserReceipts: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                page?: string;
                /** @example 2 */
                page_size?: string;
            };
            header?: never;
            path: {
                /** @example 85864301829183 */
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
                    /**
                     * @example {
                     *       "paging": {
                     *         "total": 3,
                     *         "pages": 2,
                     *         "next_page": "http://localhost/v2/users/85864301829183/receipts?page_size=2&page=2",
                     *         "prev_page": null
                     *       },
                     *       "submitted_receipts": [
                     *         {
                     *           "id": "85864301829183-1795908641-19493a7c3f1c",
                     *           "date_submitted": "2026-11-28T23:30:41Z",
                     *           "file_id": "85864301829183-1795908641-19493a7c3f1c",
                     *           "file_name": "three.jpg",
                     *           "file_url": "http://localhost/local/exports/receipts/qYtKU6c0VsKO/85864301829183-1795908641-19493a7c3f1c.jpg?expires=1795912241&signature=dM8LA8t93_eacReG8xZ92NiDe_GEmLjj6Ihk4pSuHj4",
                     *           "scan_result": "NOT_SCANNED",
                     *           "scan_result_text": "Your receipt is waiting to be reviewed.",
                     *           "status": "pending_review",
                     *           "points": null
                     *         },
                     *         {
                     *           "id": "85864301829183-1795908641-17b23c6efef6",
                     *           "date_submitted": "2026-11-28T23:30:41Z",
                     *           "file_id": "85864301829183-1795908641-17b23c6efef6",
                     *           "file_name": "two.jpg",
                     *           "file_url": "http://localhost/local/exports/receipts/qYtKU6c0VsKO/85864301829183-1795908641-17b23c6efef6.jpg?expires=1795912241&signature=zhrZjwliCc_RA9pkY4NFlT2C_h-SFfewmjicRPTIGx0",
                     *           "scan_result": "NOT_SCANNED",
                     *           "scan_result_text": "Your receipt is waiting to be reviewed.",
                     *           "status": "pending_review",
                     *           "points": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        paging: {
                            total: number;
                            pages: number;
                            next_page: string | null;
                            prev_page: string | null;
                        };
                        submitted_receipts: {
                            id: string;
                            date_submitted: string;
                            file_id: string;
                            file_name: string;
                            file_url: string;
                            /** @enum {string} */
                            scan_result: "NOT_SCANNED" | "AWARDED" | "REJECTED";
                            scan_result_text: string;
                            /** @enum {string} */
                            status: "pending_review" | "approved" | "rejected";
                            points: number | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /**
                 * @example {
                 *       "user_id": 50511216450028,
                 *       "receipt_id": "rmwvygvqw295vl",
                 *       "total": 19.99,
                 *       "tax": "1.60",
                 *       "shipping": "4.95",
                 *       "loc_id": 17,
                 *       "date_purchase": 1795600930,
                 *       "items": [
                 *         {
                 *           "id": "sku-1",
                 *           "quantity": 1,
                 *           "cost": 9.99
                 *         },
                 *         {
                 *           "id": 2,
                 *           "quantity": "2",
                 *           "price": "5.00"
                 *         }
                 *       ]
                 *     }
                 */
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
                } | {
                    receipt_id: string | number;
                    order_id?: string | number;
                    user_id?: string | number;
                    user_attributes?: {
                        email_address?: string;
                        phone_number?: string;
                        third_party_id?: string;
                    };
                    total: number | string;
                    subtotal?: number | string;
                    date_purchased: string;
                    channel_id?: number;
                    currency?: string;
                    coupons?: string[];
                    items: {
                        sku: string | number;
                        price: number | string;
                        quantity: number | string;
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
                    /**
                     * @example {
                     *       "message": "purchase created"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        message: "purchase created";
                    } | {
                        receipt_id: string;
                        order_id: string | null;
                        user_id: number | null;
                        total_points_awarded: number;
                        base_points: number;
                        bonus_points_awarded: number;
                        currency: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    CreatePurchaseHosted: {
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
                } | {
                    receipt_id: string | number;
                    order_id?: string | number;
                    user_id?: string | number;
                    user_attributes?: {
                        email_address?: string;
                        phone_number?: string;
                        third_party_id?: string;
                    };
                    total: number | string;
                    subtotal?: number | string;
                    date_purchased: string;
                    channel_id?: number;
                    currency?: string;
                    coupons?: string[];
                    items: {
                        sku: string | number;
                        price: number | string;
                        quantity: number | string;
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
                        /** @constant */
                        message: "purchase created";
                    } | {
                        receipt_id: string;
                        order_id: string | null;
                        user_id: number | null;
                        total_points_awarded: number;
                        base_points: number;
                        bonus_points_awarded: number;
                        currency: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /**
                 * @example {
                 *       "receipt_id": "rcptmwwr014d2mb5z",
                 *       "return_id": "RTmwwr01go3ikb1",
                 *       "items": [
                 *         {
                 *           "id": "A",
                 *           "quantity": 2
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    return_id?: string | number;
                    receipt_id: string | number;
                    items?: {
                        id: string | number;
                        quantity?: number | string;
                    }[];
                    total?: number | string;
                } | {
                    return_id: string | number;
                    original_receipt_id: string | number;
                    return_type: number;
                    date_returned: string;
                    items: {
                        sku: string | number;
                        quantity: number | string;
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
                    /**
                     * @example {
                     *       "return_id": "RTmwwr01go3ikb1",
                     *       "receipt_id": "rcptmwwr014d2mb5z",
                     *       "amount_returned": 20,
                     *       "points_returned": 40,
                     *       "pending_points_cancelled": 0,
                     *       "points_shortfall": 0
                     *     }
                     */
                    "application/json": {
                        return_id: string;
                        receipt_id: string;
                        amount_returned: number;
                        points_returned: number;
                        pending_points_cancelled: number;
                        points_shortfall: number;
                    } | {
                        return_id: string;
                        receipt_id: string;
                        user_id: number | null;
                        total_points_deducted: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    ReturnPurchaseHosted: {
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
                    return_id?: string | number;
                    receipt_id: string | number;
                    items?: {
                        id: string | number;
                        quantity?: number | string;
                    }[];
                    total?: number | string;
                } | {
                    return_id: string | number;
                    original_receipt_id: string | number;
                    return_type: number;
                    date_returned: string;
                    items: {
                        sku: string | number;
                        quantity: number | string;
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
                        return_id: string;
                        receipt_id: string;
                        amount_returned: number;
                        points_returned: number;
                        pending_points_cancelled: number;
                        points_shortfall: number;
                    } | {
                        return_id: string;
                        receipt_id: string;
                        user_id: number | null;
                        total_points_deducted: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    VoidReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example a48483af-7980-47ba-93c3-19fd18e2b64f */
                return_id: string;
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
                    /**
                     * @example {
                     *       "return_id": "a48483af-7980-47ba-93c3-19fd18e2b64f",
                     *       "receipt_id": "rcptmwwr09f2a5ity",
                     *       "user_id": 139157374006919,
                     *       "total_points_awarded": 20,
                     *       "pending_points_restored": 20,
                     *       "date_voided": 1795648924
                     *     }
                     */
                    "application/json": {
                        return_id: string;
                        receipt_id: string;
                        user_id: number | null;
                        total_points_awarded: number;
                        pending_points_restored: number;
                        date_voided: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    VoidReturnHosted: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key and request answers the first result and changes nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                return_id: string;
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
                        return_id: string;
                        receipt_id: string;
                        user_id: number | null;
                        total_points_awarded: number;
                        pending_points_restored: number;
                        date_voided: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    GetPurchase: {
        parameters: {
            query?: {
                purchase_id_type?: "receipt_id" | "order_id";
            };
            header?: never;
            path: {
                /** @example rcptmwwr014d2mb5z */
                receipt_id: string;
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
                    /**
                     * @example {
                     *       "receipt_id": "rcptmwwr014d2mb5z",
                     *       "date_purchase": 1735732800,
                     *       "date_created": 1795648913,
                     *       "purchase_total": 50,
                     *       "tax": 4,
                     *       "shipping": null,
                     *       "loc_id": "store-9",
                     *       "user_id": 96669838644029,
                     *       "date_claimed": null,
                     *       "coupon_codes": [],
                     *       "points_earned": 100,
                     *       "points_returned": 40,
                     *       "points_shortfall": 0,
                     *       "points_awarded": 60,
                     *       "returned": "partial",
                     *       "returned_amount": 20,
                     *       "items": [
                     *         {
                     *           "id": "A",
                     *           "quantity": 3,
                     *           "price": 10,
                     *           "quantity_returned": 2
                     *         },
                     *         {
                     *           "id": "B",
                     *           "quantity": 1,
                     *           "price": 20,
                     *           "quantity_returned": 0
                     *         }
                     *       ],
                     *       "returns": [
                     *         {
                     *           "return_id": "RTmwwr01go3ikb1",
                     *           "date_returned": 1795648914,
                     *           "amount_returned": 20,
                     *           "items": [
                     *             {
                     *               "id": "A",
                     *               "quantity": 2
                     *             }
                     *           ],
                     *           "points_returned": 40,
                     *           "pending_points_cancelled": 0,
                     *           "points_shortfall": 0,
                     *           "voided": false,
                     *           "date_voided": null,
                     *           "points_given_back": null,
                     *           "pending_points_restored": null
                     *         },
                     *         {
                     *           "return_id": "369d8cf3-b148-4fdf-ad3d-d91de0f1d108",
                     *           "date_returned": 1795648914,
                     *           "amount_returned": 5,
                     *           "items": [],
                     *           "points_returned": 10,
                     *           "pending_points_cancelled": 0,
                     *           "points_shortfall": 0,
                     *           "voided": true,
                     *           "date_voided": 1795648914,
                     *           "points_given_back": 10,
                     *           "pending_points_restored": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        receipt_id: string;
                        date_purchase: number;
                        date_created: number;
                        purchase_total: number;
                        tax: number | null;
                        shipping: number | null;
                        loc_id: string | null;
                        user_id: number | null;
                        date_claimed: number | null;
                        coupon_codes: string[];
                        points_earned: number;
                        points_returned: number;
                        points_shortfall: number;
                        points_awarded: number;
                        /** @enum {string} */
                        returned: "none" | "partial" | "full";
                        returned_amount: number;
                        items: {
                            id: string;
                            quantity: number;
                            price: number | null;
                            quantity_returned: number;
                        }[];
                        returns: {
                            return_id: string;
                            date_returned: number;
                            amount_returned: number;
                            items: {
                                id: string;
                                quantity: number;
                            }[];
                            points_returned: number;
                            pending_points_cancelled: number;
                            points_shortfall: number;
                            voided: boolean;
                            date_voided: number | null;
                            points_given_back: number | null;
                            pending_points_restored: number | null;
                        }[];
                    } | {
                        third_party_receipt_id: string;
                        order_id: string | null;
                        date_purchased: string;
                        channel: string | null;
                        coupon_codes: string[];
                        purchase_total: number;
                        currency: string;
                        base_points: number;
                        bonus_points: number;
                        points_awarded: number;
                        points_earned: number;
                        user_id: number | null;
                        items: {
                            sku: string;
                            quantity: number;
                            price: number | null;
                            quantity_returned: number;
                        }[];
                        returns: {
                            return_id: string;
                            date_returned: string;
                            total_points_deducted: number;
                            voided: boolean;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    GetPurchaseHosted: {
        parameters: {
            query?: {
                purchase_id_type?: "receipt_id" | "order_id";
            };
            header?: never;
            path: {
                purchase_id: string;
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
                        receipt_id: string;
                        date_purchase: number;
                        date_created: number;
                        purchase_total: number;
                        tax: number | null;
                        shipping: number | null;
                        loc_id: string | null;
                        user_id: number | null;
                        date_claimed: number | null;
                        coupon_codes: string[];
                        points_earned: number;
                        points_returned: number;
                        points_shortfall: number;
                        points_awarded: number;
                        /** @enum {string} */
                        returned: "none" | "partial" | "full";
                        returned_amount: number;
                        items: {
                            id: string;
                            quantity: number;
                            price: number | null;
                            quantity_returned: number;
                        }[];
                        returns: {
                            return_id: string;
                            date_returned: number;
                            amount_returned: number;
                            items: {
                                id: string;
                                quantity: number;
                            }[];
                            points_returned: number;
                            pending_points_cancelled: number;
                            points_shortfall: number;
                            voided: boolean;
                            date_voided: number | null;
                            points_given_back: number | null;
                            pending_points_restored: number | null;
                        }[];
                    } | {
                        third_party_receipt_id: string;
                        order_id: string | null;
                        date_purchased: string;
                        channel: string | null;
                        coupon_codes: string[];
                        purchase_total: number;
                        currency: string;
                        base_points: number;
                        bonus_points: number;
                        points_awarded: number;
                        points_earned: number;
                        user_id: number | null;
                        items: {
                            sku: string;
                            quantity: number;
                            price: number | null;
                            quantity_returned: number;
                        }[];
                        returns: {
                            return_id: string;
                            date_returned: string;
                            total_points_deducted: number;
                            voided: boolean;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    GetUserPurchases: {
        parameters: {
            query?: {
                /**
                 * @description How {user_id} is read.
                 * @example email
                 */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                date_start?: string;
                date_end?: string;
                page?: string;
                page_size?: string;
            };
            header?: never;
            path: {
                /** @example mmwwr036xmz3j8@example.com */
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
                    /**
                     * @example {
                     *       "paging": {
                     *         "total": 6,
                     *         "pages": 1,
                     *         "next_page": null,
                     *         "prev_page": null
                     *       },
                     *       "purchases": [
                     *         {
                     *           "purchase_id": "dmwwr0392t3qtc-day5",
                     *           "purchase_id_type": "receipt_id",
                     *           "receipt_id": "dmwwr0392t3qtc-day5",
                     *           "date_purchase": 1736164800,
                     *           "purchase_total": 1,
                     *           "returned_amount": 0,
                     *           "total_points_earned": 2,
                     *           "total_points_returned": 0,
                     *           "total_points_awarded": 2,
                     *           "returned": "none"
                     *         },
                     *         {
                     *           "purchase_id": "dmwwr0392sybol-day4",
                     *           "purchase_id_type": "receipt_id",
                     *           "receipt_id": "dmwwr0392sybol-day4",
                     *           "date_purchase": 1736078400,
                     *           "purchase_total": 1,
                     *           "returned_amount": 0,
                     *           "total_points_earned": 2,
                     *           "total_points_returned": 0,
                     *           "total_points_awarded": 2,
                     *           "returned": "none"
                     *         },
                     *         {
                     *           "purchase_id": "cmwwr03mmugj1v",
                     *           "purchase_id_type": "receipt_id",
                     *           "receipt_id": "cmwwr03mmugj1v",
                     *           "date_purchase": 1735992060,
                     *           "purchase_total": 2,
                     *           "returned_amount": 0,
                     *           "total_points_earned": 4,
                     *           "total_points_returned": 0,
                     *           "total_points_awarded": 4,
                     *           "returned": "none"
                     *         },
                     *         {
                     *           "purchase_id": "dmwwr0392rpwkm-day3",
                     *           "purchase_id_type": "receipt_id",
                     *           "receipt_id": "dmwwr0392rpwkm-day3",
                     *           "date_purchase": 1735992000,
                     *           "purchase_total": 1,
                     *           "returned_amount": 0,
                     *           "total_points_earned": 2,
                     *           "total_points_returned": 0,
                     *           "total_points_awarded": 2,
                     *           "returned": "none"
                     *         },
                     *         {
                     *           "purchase_id": "dmwwr0392q95lq-day2",
                     *           "purchase_id_type": "receipt_id",
                     *           "receipt_id": "dmwwr0392q95lq-day2",
                     *           "date_purchase": 1735905600,
                     *           "purchase_total": 1,
                     *           "returned_amount": 0,
                     *           "total_points_earned": 2,
                     *           "total_points_returned": 0,
                     *           "total_points_awarded": 2,
                     *           "returned": "none"
                     *         },
                     *         {
                     *           "purchase_id": "dmwwr0392pivyx-day1",
                     *           "purchase_id_type": "receipt_id",
                     *           "receipt_id": "dmwwr0392pivyx-day1",
                     *           "date_purchase": 1735819200,
                     *           "purchase_total": 1,
                     *           "returned_amount": 0,
                     *           "total_points_earned": 2,
                     *           "total_points_returned": 0,
                     *           "total_points_awarded": 2,
                     *           "returned": "none"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        paging: {
                            total: number;
                            pages: number;
                            next_page: string | null;
                            prev_page: string | null;
                        };
                        purchases: ({
                            purchase_id: string;
                            /** @constant */
                            purchase_id_type: "receipt_id";
                            receipt_id: string;
                            date_purchase: number;
                            purchase_total: number;
                            returned_amount: number;
                            total_points_earned: number;
                            total_points_returned: number;
                            total_points_awarded: number;
                            /** @enum {string} */
                            returned: "none" | "partial" | "full";
                        } | {
                            last_date_purchased: string;
                            purchase_id: string;
                            /** @enum {string} */
                            purchase_id_type: "receipt_id" | "order_id";
                            purchase_total: number;
                            total_points_awarded: number;
                            total_points_earned: number;
                        })[];
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    GetUserPurchasesHosted: {
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
                        purchases: ({
                            purchase_id: string;
                            /** @constant */
                            purchase_id_type: "receipt_id";
                            receipt_id: string;
                            date_purchase: number;
                            purchase_total: number;
                            returned_amount: number;
                            total_points_earned: number;
                            total_points_returned: number;
                            total_points_awarded: number;
                            /** @enum {string} */
                            returned: "none" | "partial" | "full";
                        } | {
                            last_date_purchased: string;
                            purchase_id: string;
                            /** @enum {string} */
                            purchase_id_type: "receipt_id" | "order_id";
                            purchase_total: number;
                            total_points_awarded: number;
                            total_points_earned: number;
                        })[];
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    CalculatePotentialPoints: {
        parameters: {
            query?: {
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "receipt_id": "rcptmwwr0d3i2c8ms",
                 *       "user_id": 23563932784913,
                 *       "total": "19.99",
                 *       "tax": 1.6,
                 *       "date_purchase": 1795648869,
                 *       "items": [
                 *         {
                 *           "id": "sku-1",
                 *           "quantity": 1,
                 *           "cost": 9.99
                 *         },
                 *         {
                 *           "id": "sku-2",
                 *           "quantity": 2,
                 *           "price": "5.00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    date_purchase?: number;
                    loc_id?: string | number;
                    receipt_id?: string | number;
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
                } | {
                    date_purchased: string;
                    user_id?: string | number;
                    user_attributes?: {
                        email_address?: string;
                        phone_number?: string;
                        third_party_id?: string;
                    };
                    total?: number | string;
                    channel_id?: number;
                    currency?: string;
                    items: {
                        sku: string | number;
                        price: number | string;
                        quantity: number | string;
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
                    /**
                     * @example {
                     *       "points": 49,
                     *       "user_id": 23563932784913,
                     *       "date_points_clear": null
                     *     }
                     */
                    "application/json": {
                        points: number;
                        user_id: number | null;
                        date_points_clear: number | null;
                    } | {
                        total_points: number;
                        base_points: number;
                        bonus_points: number;
                        user_id: number | null;
                        currency: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    CalculatePotentialPointsHosted: {
        parameters: {
            query?: {
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date_purchase?: number;
                    loc_id?: string | number;
                    receipt_id?: string | number;
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
                } | {
                    date_purchased: string;
                    user_id?: string | number;
                    user_attributes?: {
                        email_address?: string;
                        phone_number?: string;
                        third_party_id?: string;
                    };
                    total?: number | string;
                    channel_id?: number;
                    currency?: string;
                    items: {
                        sku: string | number;
                        price: number | string;
                        quantity: number | string;
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
                        points: number;
                        user_id: number | null;
                        date_points_clear: number | null;
                    } | {
                        total_points: number;
                        base_points: number;
                        bonus_points: number;
                        user_id: number | null;
                        currency: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 1000 */
                for_points?: string;
                /** @example 1 */
                featured?: "0" | "1";
                /** @example 1245013534746 */
                redeemable_by?: string;
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                for_display?: "0" | "1";
                sort_by?: string;
                order?: string;
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
                    /**
                     * @example [
                     *       {
                     *         "id": "31584548215020",
                     *         "title": "Scarf",
                     *         "description": "",
                     *         "current_quantity": 10,
                     *         "total_quantity": 10,
                     *         "num_points": 100,
                     *         "date_start": null,
                     *         "date_end": null,
                     *         "date_end_redeemable": null,
                     *         "is_enabled": 1,
                     *         "no_end_date": 0,
                     *         "category_id": "140209383728331",
                     *         "group_id": "31584548215020",
                     *         "max_select_quantity": null,
                     *         "max_per_user": null,
                     *         "is_shipping_required": 0,
                     *         "is_phone_number_required": 0,
                     *         "is_min_age_required": 0,
                     *         "is_digital_download": 0,
                     *         "min_age": null,
                     *         "sweepstakes_winners": null,
                     *         "sweepstake_winners": null,
                     *         "extra_data": null,
                     *         "total_coupons": 0,
                     *         "remaining_coupons": 0,
                     *         "image": null,
                     *         "additional_images": [],
                     *         "color": null,
                     *         "size": null,
                     *         "reward_terms": null,
                     *         "min_tier_id": null,
                     *         "featured": 1,
                     *         "is_hidden": 0,
                     *         "is_locked": 0
                     *       },
                     *       {
                     *         "id": "109390860119696",
                     *         "title": "VIP box",
                     *         "description": "",
                     *         "current_quantity": 10,
                     *         "total_quantity": 10,
                     *         "num_points": 700,
                     *         "date_start": null,
                     *         "date_end": null,
                     *         "date_end_redeemable": null,
                     *         "is_enabled": 1,
                     *         "no_end_date": 0,
                     *         "category_id": "83985553832434",
                     *         "group_id": "109390860119696",
                     *         "max_select_quantity": null,
                     *         "max_per_user": null,
                     *         "is_shipping_required": 0,
                     *         "is_phone_number_required": 0,
                     *         "is_min_age_required": 0,
                     *         "is_digital_download": 0,
                     *         "min_age": null,
                     *         "sweepstakes_winners": null,
                     *         "sweepstake_winners": null,
                     *         "extra_data": null,
                     *         "total_coupons": 0,
                     *         "remaining_coupons": 0,
                     *         "image": null,
                     *         "additional_images": [],
                     *         "color": null,
                     *         "size": null,
                     *         "reward_terms": null,
                     *         "min_tier_id": "gold",
                     *         "featured": 1,
                     *         "is_hidden": 0,
                     *         "is_locked": 0
                     *       }
                     *     ]
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                    /** @example [] */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 1245013534746 */
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
                    /**
                     * @example [
                     *       {
                     *         "id": "31584548215020",
                     *         "title": "Scarf",
                     *         "description": "",
                     *         "num_points": 100,
                     *         "is_enabled": 1,
                     *         "category_id": "140209383728331",
                     *         "no_end_date": 0,
                     *         "total_quantity": 10,
                     *         "current_quantity": 10,
                     *         "is_shipping_required": 0,
                     *         "is_phone_number_required": 0,
                     *         "is_digital_download": 0,
                     *         "total_coupons": 0,
                     *         "remaining_coupons": 0
                     *       },
                     *       {
                     *         "id": "71925575324146",
                     *         "title": "Match ticket",
                     *         "description": "",
                     *         "num_points": 300,
                     *         "is_enabled": 1,
                     *         "category_id": "83985553832434",
                     *         "no_end_date": 0,
                     *         "total_quantity": 10,
                     *         "current_quantity": 10,
                     *         "is_shipping_required": 0,
                     *         "is_phone_number_required": 0,
                     *         "is_digital_download": 0,
                     *         "total_coupons": 0,
                     *         "remaining_coupons": 0,
                     *         "min_tier_id": "silver"
                     *       },
                     *       {
                     *         "id": "86642144722670",
                     *         "title": "Signed ball",
                     *         "description": "",
                     *         "num_points": 5000,
                     *         "is_enabled": 1,
                     *         "no_end_date": 0,
                     *         "total_quantity": 10,
                     *         "current_quantity": 10,
                     *         "is_shipping_required": 0,
                     *         "is_phone_number_required": 0,
                     *         "is_digital_download": 0,
                     *         "total_coupons": 0,
                     *         "remaining_coupons": 0
                     *       },
                     *       {
                     *         "id": "101108245660632",
                     *         "title": "Shirt",
                     *         "description": "",
                     *         "num_points": 30,
                     *         "is_enabled": 1,
                     *         "category_id": "140209383728331",
                     *         "no_end_date": 0,
                     *         "total_quantity": 5,
                     *         "current_quantity": 5,
                     *         "is_shipping_required": 0,
                     *         "is_phone_number_required": 0,
                     *         "is_digital_download": 0,
                     *         "total_coupons": 0,
                     *         "remaining_coupons": 0
                     *       }
                     *     ]
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 126050879592320 */
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
                    /**
                     * @example [
                     *       {
                     *         "date_created": 1795600900,
                     *         "total_points_redeemed": 10,
                     *         "ending_balance": 535,
                     *         "quantity": 1,
                     *         "codes": [
                     *           "CODE-mwvyexob9jg06"
                     *         ],
                     *         "reward_id": "28069019074679",
                     *         "reward_title": "Reward mwvyexns7g4m3"
                     *       },
                     *       {
                     *         "date_created": 1795600900,
                     *         "date_fulfilled": 1795600901,
                     *         "total_points_redeemed": 10,
                     *         "ending_balance": 545,
                     *         "quantity": 1,
                     *         "shipping_state": "NY",
                     *         "shipping_zip": "10001",
                     *         "shipping_first_name": "Ada",
                     *         "shipping_street_address_1": "1 Main St",
                     *         "shipping_city": "New York",
                     *         "shipping_last_name": "Lovelace",
                     *         "shipping_country": "US",
                     *         "tracking_number": "TRACK-1",
                     *         "reward_id": "43755973505161",
                     *         "reward_title": "Jersey"
                     *       }
                     *     ]
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 83041787560523 */
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
                    /**
                     * @example [
                     *       {
                     *         "reward_id": 58648220208584,
                     *         "reward_category_id": null,
                     *         "redeem_order_id": 8389734165166,
                     *         "redeem_order_coupon_id": 74366548135973,
                     *         "total_points_redeemed": 10,
                     *         "ending_balance": 0,
                     *         "quantity": 1,
                     *         "code": "CODE-mx0zydss8z7sk",
                     *         "reward_title": "Free tea",
                     *         "coupon_category_id": 93676801808844,
                     *         "coupon_category_name": "Coupons mx0zydlt6a5qf",
                     *         "coupon_category_expiration_days": null,
                     *         "batch_num": 1,
                     *         "date_to_expire": null,
                     *         "order_date_created": 1795905818,
                     *         "coupon_date_created": 1795905818
                     *       }
                     *     ]
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 83041787560523 */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reward_id": "58648220208584",
                 *       "quantity": 1
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "date_created": 1795905818,
                     *       "total_points_redeemed": 10,
                     *       "ending_balance": 0,
                     *       "quantity": 1,
                     *       "codes": [
                     *         "CODE-mx0zydss8z7sk"
                     *       ],
                     *       "reward_id": "58648220208584",
                     *       "reward_title": "Free tea"
                     *     }
                     */
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    UseCoupon: {
        parameters: {
            query?: {
                /** @example email */
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
                /**
                 * @example {
                 *       "user_id": "mmwvyfuvpmqunc@example.com",
                 *       "code": "CODE-mwvyfuv9ldsvo"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "reward_id": 80879040724644,
                     *       "redeem_order_id": 119178344454777,
                     *       "redeem_order_coupon_id": 46562735711081,
                     *       "total_points_redeemed": 10,
                     *       "ending_balance": 90,
                     *       "quantity": 1,
                     *       "code": "CODE-mwvyfuv9ldsvo",
                     *       "reward_title": "Free coffee",
                     *       "coupon_category_id": 122617015790053,
                     *       "coupon_category_name": "Coupons mwvyfuugjgseg",
                     *       "coupon_category_expiration_days": 30,
                     *       "batch_num": 1,
                     *       "date_to_expire": 1798192943,
                     *       "order_date_created": 1795600943,
                     *       "coupon_date_created": 1795600943,
                     *       "used": true,
                     *       "date_used": 1795600943
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /**
                 * @example {
                 *       "user_id": 111072671975347,
                 *       "code": "CODE-mwvyfa5k5pa4h9"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "reward_id": 128729166747644,
                     *       "redeem_order_id": 13908187448809,
                     *       "redeem_order_coupon_id": 67456790925508,
                     *       "total_points_redeemed": 20,
                     *       "ending_balance": 80,
                     *       "quantity": 2,
                     *       "code": "CODE-mwvyfa5k5pa4h9",
                     *       "reward_title": "Reward mwvyfa3p5lk6kb",
                     *       "coupon_category_id": 127351136304437,
                     *       "coupon_category_name": "Coupons mwvyfa2s5dbtxu",
                     *       "coupon_category_expiration_days": null,
                     *       "batch_num": 1,
                     *       "date_to_expire": null,
                     *       "order_date_created": 1795600916,
                     *       "coupon_date_created": 1795600916,
                     *       "used": false,
                     *       "date_used": null
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example 132706703330442 */
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
                    /**
                     * @example {
                     *       "id": 132706703330442,
                     *       "total_points": 30,
                     *       "redeemable_points": 30,
                     *       "num_points_purchased": 0,
                     *       "activities": [
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1795600966
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1795514566
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1795428166
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1795341766
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1795255366
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1795168966
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1795082566
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794996166
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794909766
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794823366
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794736966
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794650566
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794564166
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794477766
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794391366
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794304966
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794218566
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794132166
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1794045766
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1793959366
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1793872966
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1793786566
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1793700166
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1793613766
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1793527366
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1793440966
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1793354566
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1793268166
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1793181766
                     *         },
                     *         {
                     *           "name": "Check in",
                     *           "num_points": 1,
                     *           "notes": null,
                     *           "date_created": 1793095366
                     *         }
                     *       ],
                     *       "fan_level": ""
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 126050879592320 */
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
                    /**
                     * @example {
                     *       "id": 126050879592320,
                     *       "redeemable_points": 535,
                     *       "expiry_policy": "inactivity",
                     *       "expirations": [
                     *         {
                     *           "points": 535,
                     *           "date_expires": 1798192900
                     *         }
                     *       ],
                     *       "inactivity_points_expiration": [
                     *         {
                     *           "last_qualified_date": "2026-11-25T10:01:40Z",
                     *           "expiration_date": "2026-12-25T10:01:40Z",
                     *           "points_expiring": 535
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        id: number;
                        redeemable_points: number;
                        expirations: {
                            points: number;
                            date_expires: number;
                        }[];
                        /** @constant */
                        expiry_policy: "none";
                    } | {
                        id: number;
                        redeemable_points: number;
                        expirations: {
                            points: number;
                            date_expires: number;
                        }[];
                        /** @enum {string} */
                        expiry_policy: "rolling" | "fixed";
                        redemption_period_points_expiration: {
                            expiration_date: string;
                            points_expired: number;
                            points_expiring: number;
                        }[];
                    } | {
                        id: number;
                        redeemable_points: number;
                        expirations: {
                            points: number;
                            date_expires: number;
                        }[];
                        /** @constant */
                        expiry_policy: "inactivity";
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 113938810709082 */
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
                    /**
                     * @example {
                     *       "total_registrations": "20",
                     *       "rank": 12,
                     *       "weekly_rank": 12,
                     *       "monthly_rank": 12,
                     *       "ahead": [
                     *         {
                     *           "id": 29342380393434,
                     *           "username": "ranked191795600937894",
                     *           "total_points": 1192,
                     *           "network1_user_id": null,
                     *           "rank": 11,
                     *           "weekly_rank": null,
                     *           "monthly_rank": null
                     *         }
                     *       ],
                     *       "behind": [
                     *         {
                     *           "id": 101890089007766,
                     *           "username": "ranked111795600937894",
                     *           "total_points": 1070,
                     *           "network1_user_id": null,
                     *           "rank": 13,
                     *           "weekly_rank": null,
                     *           "monthly_rank": null
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 500 */
                limit?: number;
                page_size?: string;
                page_number?: string;
            };
            header?: never;
            path: {
                /** @example 97745383783118 */
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
                    /**
                     * @example [
                     *       {
                     *         "activity_id": "1847026299",
                     *         "date_created": 1795600941,
                     *         "name": "Vary",
                     *         "num_points": 269
                     *       },
                     *       {
                     *         "activity_id": "1847026299",
                     *         "date_created": 1795600940,
                     *         "name": "Vary",
                     *         "num_points": 271
                     *       },
                     *       {
                     *         "activity_id": "1847026299",
                     *         "date_created": 1795600940,
                     *         "name": "Vary",
                     *         "num_points": 147
                     *       },
                     *       {
                     *         "activity_id": "661293567",
                     *         "date_created": 1795600940,
                     *         "name": "Check in",
                     *         "num_points": 5
                     *       },
                     *       {
                     *         "activity_id": "1847026299",
                     *         "date_created": 1795600940,
                     *         "name": "Vary",
                     *         "num_points": 251
                     *       },
                     *       {
                     *         "activity_id": "661293567",
                     *         "date_created": 1795600940,
                     *         "name": "Check in",
                     *         "num_points": 5
                     *       },
                     *       {
                     *         "activity_id": "661293567",
                     *         "date_created": 1795600940,
                     *         "name": "Check in",
                     *         "num_points": 5
                     *       },
                     *       {
                     *         "activity_id": "661293567",
                     *         "date_created": 1795600940,
                     *         "name": "Check in",
                     *         "num_points": 5
                     *       },
                     *       {
                     *         "activity_id": "1847026299",
                     *         "date_created": 1795600940,
                     *         "name": "Vary",
                     *         "num_points": 369
                     *       },
                     *       {
                     *         "activity_id": "661293567",
                     *         "date_created": 1795600940,
                     *         "name": "Check in",
                     *         "num_points": 5
                     *       },
                     *       {
                     *         "activity_id": "661293567",
                     *         "date_created": 1795600939,
                     *         "name": "Check in",
                     *         "num_points": 5
                     *       },
                     *       {
                     *         "activity_id": "1847026299",
                     *         "date_created": 1795600939,
                     *         "name": "Vary",
                     *         "num_points": 261
                     *       },
                     *       {
                     *         "activity_id": "661293567",
                     *         "date_created": 1795600939,
                     *         "name": "Check in",
                     *         "num_points": 5
                     *       },
                     *       {
                     *         "activity_id": "1847026299",
                     *         "date_created": 1795600939,
                     *         "name": "Vary",
                     *         "num_points": 178
                     *       },
                     *       {
                     *         "activity_id": "661293567",
                     *         "date_created": 1795600939,
                     *         "name": "Check in",
                     *         "num_points": 5
                     *       },
                     *       {
                     *         "activity_id": "1847026299",
                     *         "date_created": 1795600939,
                     *         "name": "Vary",
                     *         "num_points": 63
                     *       },
                     *       {
                     *         "activity_id": "661293567",
                     *         "date_created": 1795600938,
                     *         "name": "Check in",
                     *         "num_points": 5
                     *       },
                     *       {
                     *         "activity_id": "1847026299",
                     *         "date_created": 1795600938,
                     *         "name": "Vary",
                     *         "num_points": 282
                     *       },
                     *       {
                     *         "activity_id": "1847026299",
                     *         "date_created": 1795600938,
                     *         "name": "Vary",
                     *         "num_points": 399
                     *       }
                     *     ]
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                page_size?: string;
                page_number?: string;
            };
            header?: never;
            path: {
                /** @example 134840606272944 */
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
                    /**
                     * @example [
                     *       {
                     *         "title": null,
                     *         "description": null,
                     *         "image": null,
                     *         "category_id": null,
                     *         "category_name": null,
                     *         "type_id": null,
                     *         "type_name": null,
                     *         "activity_channel_id": null,
                     *         "activity_channel_name": null,
                     *         "freq_cap": null,
                     *         "freq_period_id": null,
                     *         "freq_period_name": null,
                     *         "freq_num_required_attempts": null,
                     *         "redirect_url": null,
                     *         "points_on_click": false,
                     *         "action_tags": null,
                     *         "public_title": null,
                     *         "public_description": null,
                     *         "name": "Sticker",
                     *         "num_points": -5,
                     *         "extra_data": null,
                     *         "activity_id": null,
                     *         "date_created": 1795600988,
                     *         "base_num_points": "-5",
                     *         "base_extra_data": null
                     *       },
                     *       {
                     *         "name": "Share",
                     *         "title": "Check in at the stadium",
                     *         "description": "",
                     *         "num_points": 20,
                     *         "image": null,
                     *         "category_id": 1,
                     *         "category_name": "Share",
                     *         "type_id": 1,
                     *         "type_name": "Network1",
                     *         "activity_channel_id": null,
                     *         "activity_channel_name": null,
                     *         "freq_cap": null,
                     *         "freq_period_id": null,
                     *         "freq_period_name": null,
                     *         "freq_num_required_attempts": null,
                     *         "redirect_url": null,
                     *         "points_on_click": false,
                     *         "action_tags": null,
                     *         "extra_data": {
                     *           "post": 7
                     *         },
                     *         "public_title": null,
                     *         "public_description": null,
                     *         "activity_id": "1702057007",
                     *         "date_created": 1795600978,
                     *         "base_num_points": "20",
                     *         "base_extra_data": {
                     *           "base": true
                     *         }
                     *       }
                     *     ]
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 137963184539574 */
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
                    /**
                     * @example [
                     *       {
                     *         "id": "211177527",
                     *         "name": "Shared a link",
                     *         "title": "Share a link",
                     *         "description": "Share a link with friends",
                     *         "num_points": 25,
                     *         "image": "https://cdn.example.com/share.png",
                     *         "category_id": 1,
                     *         "category_name": "Share",
                     *         "type_id": 6,
                     *         "type_name": "Your Site",
                     *         "activity_channel_id": 4,
                     *         "activity_channel_name": "content creation and share",
                     *         "freq_cap": 2,
                     *         "freq_period_id": 2,
                     *         "freq_period_name": "One Calendar Day",
                     *         "freq_num_required_attempts": null,
                     *         "redirect_url": null,
                     *         "points_on_click": false,
                     *         "action_tags": null,
                     *         "extra_data": {
                     *           "campaign": "spring"
                     *         },
                     *         "public_title": null,
                     *         "public_description": null
                     *       },
                     *       {
                     *         "id": "1525770514",
                     *         "name": "Watched a video",
                     *         "title": "Watch a video",
                     *         "description": "",
                     *         "num_points": 5,
                     *         "image": null,
                     *         "category_id": null,
                     *         "category_name": null,
                     *         "type_id": null,
                     *         "type_name": null,
                     *         "activity_channel_id": null,
                     *         "activity_channel_name": null,
                     *         "freq_cap": null,
                     *         "freq_period_id": null,
                     *         "freq_period_name": null,
                     *         "freq_num_required_attempts": null,
                     *         "redirect_url": null,
                     *         "points_on_click": false,
                     *         "action_tags": null,
                     *         "extra_data": null,
                     *         "public_title": null,
                     *         "public_description": null
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 137963184539574 */
                user_id: string;
                /** @example 211177527 */
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
                    /**
                     * @example {
                     *       "id": "211177527",
                     *       "name": "Shared a link",
                     *       "title": "Share a link",
                     *       "description": "Share a link with friends",
                     *       "num_points": 25,
                     *       "image": "https://cdn.example.com/share.png",
                     *       "category_id": 1,
                     *       "category_name": "Share",
                     *       "type_id": 6,
                     *       "type_name": "Your Site",
                     *       "activity_channel_id": 4,
                     *       "activity_channel_name": "content creation and share",
                     *       "freq_cap": 2,
                     *       "freq_period_id": 2,
                     *       "freq_period_name": "One Calendar Day",
                     *       "freq_num_required_attempts": null,
                     *       "redirect_url": null,
                     *       "points_on_click": false,
                     *       "action_tags": null,
                     *       "extra_data": {
                     *         "campaign": "spring"
                     *       },
                     *       "public_title": null,
                     *       "public_description": null
                     *     }
                     */
                    "application/json": {
                        id: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    UserSurveySubmit: {
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
                /** @example 57516217466680 */
                user_id: string;
                /** @example 2051625105 */
                activity_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "survey_response": [
                 *         {
                 *           "question_id": 1,
                 *           "selected_answers": [
                 *             2
                 *           ]
                 *         },
                 *         {
                 *           "question_id": 2,
                 *           "text_answer": "12"
                 *         },
                 *         {
                 *           "question_id": 3,
                 *           "text_answer": "More pies",
                 *           "other": null
                 *         },
                 *         {
                 *           "question_id": 4,
                 *           "selected_answers": [
                 *             7,
                 *             9
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    survey_response: {
                        question_id: number;
                        selected_answers?: number[] | null;
                        text_answer?: (string | number) | null;
                        other?: null;
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
                    /**
                     * @example {
                     *       "activity_id": 2051625105,
                     *       "message": "survey response submitted successfully",
                     *       "points_awarded": 40
                     *     }
                     */
                    "application/json": {
                        activity_id: number;
                        message: string;
                        points_awarded: number;
                    };
                };
            };
            /** @description `input_error`, `invalid_auth`, `limit_reached`, `page_not_found`, `param_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "input_error" | "invalid_auth" | "limit_reached" | "page_not_found" | "param_error";
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                    /**
                     * @example [
                     *       {
                     *         "id": "211177527",
                     *         "name": "Shared a link",
                     *         "title": "Share a link",
                     *         "description": "Share a link with friends",
                     *         "num_points": 25,
                     *         "image": "https://cdn.example.com/share.png",
                     *         "category_id": 1,
                     *         "category_name": "Share",
                     *         "type_id": 6,
                     *         "type_name": "Your Site",
                     *         "activity_channel_id": 4,
                     *         "activity_channel_name": "content creation and share",
                     *         "freq_cap": 2,
                     *         "freq_period_id": 2,
                     *         "freq_period_name": "One Calendar Day",
                     *         "freq_num_required_attempts": null,
                     *         "redirect_url": null,
                     *         "points_on_click": false,
                     *         "action_tags": null,
                     *         "extra_data": {
                     *           "campaign": "spring"
                     *         },
                     *         "public_title": null,
                     *         "public_description": null
                     *       },
                     *       {
                     *         "id": "1525770514",
                     *         "name": "Watched a video",
                     *         "title": "Watch a video",
                     *         "description": "",
                     *         "num_points": 5,
                     *         "image": null,
                     *         "category_id": null,
                     *         "category_name": null,
                     *         "type_id": null,
                     *         "type_name": null,
                     *         "activity_channel_id": null,
                     *         "activity_channel_name": null,
                     *         "freq_cap": null,
                     *         "freq_period_id": null,
                     *         "freq_period_name": null,
                     *         "freq_num_required_attempts": null,
                     *         "redirect_url": null,
                     *         "points_on_click": false,
                     *         "action_tags": null,
                     *         "extra_data": null,
                     *         "public_title": null,
                     *         "public_description": null
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    GetActivities: {
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
                    /**
                     * @example [
                     *       {
                     *         "id": "211177527",
                     *         "title": "Share a link",
                     *         "description": "Share a link with friends",
                     *         "num_points": 25,
                     *         "image": "https://cdn.example.com/share.png",
                     *         "category_id": "1",
                     *         "type_id": "6",
                     *         "extra_data": {
                     *           "campaign": "spring"
                     *         },
                     *         "date_start": null,
                     *         "date_end": null,
                     *         "min_tier_id": null,
                     *         "show_as_locked_by_tier": false
                     *       },
                     *       {
                     *         "id": "1525770514",
                     *         "title": "Watch a video",
                     *         "description": "",
                     *         "num_points": 5,
                     *         "image": null,
                     *         "category_id": null,
                     *         "type_id": null,
                     *         "extra_data": null,
                     *         "date_start": null,
                     *         "date_end": null,
                     *         "min_tier_id": null,
                     *         "show_as_locked_by_tier": false
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        num_points: number;
                        image: string | null;
                        category_id: string | null;
                        type_id: string | null;
                        extra_data: unknown;
                        date_start: number | null;
                        date_end: number | null;
                        min_tier_id: number | null;
                        show_as_locked_by_tier: boolean;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    GetActivityExtended: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 211177527 */
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
                    /**
                     * @example {
                     *       "id": "211177527",
                     *       "name": "Shared a link",
                     *       "title": "Share a link",
                     *       "description": "Share a link with friends",
                     *       "num_points": 25,
                     *       "image": "https://cdn.example.com/share.png",
                     *       "category_id": 1,
                     *       "category_name": "Share",
                     *       "type_id": 6,
                     *       "type_name": "Your Site",
                     *       "activity_channel_id": 4,
                     *       "activity_channel_name": "content creation and share",
                     *       "freq_cap": 2,
                     *       "freq_period_id": 2,
                     *       "freq_period_name": "One Calendar Day",
                     *       "freq_num_required_attempts": null,
                     *       "redirect_url": null,
                     *       "points_on_click": false,
                     *       "action_tags": null,
                     *       "extra_data": {
                     *         "campaign": "spring"
                     *       },
                     *       "public_title": null,
                     *       "public_description": null
                     *     }
                     */
                    "application/json": {
                        id: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    GetStream: {
        parameters: {
            query: {
                /** @example 15 */
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
                    /**
                     * @example {
                     *       "count": 7,
                     *       "records": [
                     *         {
                     *           "activity_text": "Bcampaignmwvyfay897us9",
                     *           "display_name": "Test M.",
                     *           "num_points": 25,
                     *           "content_img": null,
                     *           "content_description": null,
                     *           "content_title": null,
                     *           "content_link": null,
                     *           "completed_time": 1795600917,
                     *           "activity_image": "",
                     *           "display_first_name": true,
                     *           "link_href": null,
                     *           "id": 1602309528,
                     *           "username": "Busermwvyfb2712mvgv",
                     *           "first_name": "Test"
                     *         },
                     *         {
                     *           "activity_text": "Bactmwvyfay86pjnc",
                     *           "display_name": "Test M.",
                     *           "num_points": 40,
                     *           "content_img": null,
                     *           "content_description": null,
                     *           "content_title": null,
                     *           "content_link": null,
                     *           "completed_time": 1795600917,
                     *           "activity_image": "",
                     *           "display_first_name": true,
                     *           "link_href": null,
                     *           "id": 88928081,
                     *           "username": "Busermwvyfb2712mvgv",
                     *           "first_name": "Test"
                     *         },
                     *         {
                     *           "activity_text": "Receipt claim",
                     *           "display_name": "Test M.",
                     *           "num_points": 42,
                     *           "content_img": null,
                     *           "content_description": null,
                     *           "content_title": null,
                     *           "content_link": null,
                     *           "completed_time": 1795600917,
                     *           "activity_image": "",
                     *           "display_first_name": true,
                     *           "link_href": null,
                     *           "id": null,
                     *           "username": "Busermwvyfb2712mvgv",
                     *           "first_name": "Test"
                     *         },
                     *         {
                     *           "activity_text": "Purchase",
                     *           "display_name": "Test M.",
                     *           "num_points": 12,
                     *           "content_img": null,
                     *           "content_description": null,
                     *           "content_title": null,
                     *           "content_link": null,
                     *           "completed_time": 1795600917,
                     *           "activity_image": "",
                     *           "display_first_name": true,
                     *           "link_href": null,
                     *           "id": null,
                     *           "username": "Busermwvyfb2712mvgv",
                     *           "first_name": "Test"
                     *         },
                     *         {
                     *           "activity_text": "Bactmwvyfay86pjnc",
                     *           "display_name": "Test M.",
                     *           "num_points": 40,
                     *           "content_img": null,
                     *           "content_description": null,
                     *           "content_title": null,
                     *           "content_link": null,
                     *           "completed_time": 1795600917,
                     *           "activity_image": "",
                     *           "display_first_name": true,
                     *           "link_href": null,
                     *           "id": 88928081,
                     *           "username": "Busermwvyfb2712mvgv",
                     *           "first_name": "Test"
                     *         },
                     *         {
                     *           "activity_text": "Bcampaignmwvyfay897us9",
                     *           "display_name": "Test M.",
                     *           "num_points": 25,
                     *           "content_img": null,
                     *           "content_description": null,
                     *           "content_title": null,
                     *           "content_link": null,
                     *           "completed_time": 1795600917,
                     *           "activity_image": "",
                     *           "display_first_name": true,
                     *           "link_href": null,
                     *           "id": 1602309528,
                     *           "username": "Busermwvyfb2712mvgv",
                     *           "first_name": "Test"
                     *         },
                     *         {
                     *           "activity_text": "Receipt claim",
                     *           "display_name": "Test M.",
                     *           "num_points": 42,
                     *           "content_img": null,
                     *           "content_description": null,
                     *           "content_title": null,
                     *           "content_link": null,
                     *           "completed_time": 1795600917,
                     *           "activity_image": "",
                     *           "display_first_name": true,
                     *           "link_href": null,
                     *           "id": null,
                     *           "username": "Busermwvyfb2712mvgv",
                     *           "first_name": "Test"
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                sort_by?: string;
                order?: string;
                /** @example 2 */
                page?: string;
                /** @example 3 */
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
                    /**
                     * @example {
                     *       "paging": {
                     *         "total": 7,
                     *         "pages": 3,
                     *         "next_page": "http://localhost/v2.1/rewards?page=3&page_size=3",
                     *         "prev_page": "http://localhost/v2.1/rewards?page=1&page_size=3"
                     *       },
                     *       "rewards": [
                     *         {
                     *           "id": "42095143594506",
                     *           "title": "Reward 4",
                     *           "description": "",
                     *           "current_quantity": 5,
                     *           "total_quantity": 5,
                     *           "num_points": 40,
                     *           "date_start": null,
                     *           "date_end": null,
                     *           "date_end_redeemable": null,
                     *           "is_enabled": 1,
                     *           "no_end_date": 0,
                     *           "category_id": null,
                     *           "group_id": "42095143594506",
                     *           "max_select_quantity": null,
                     *           "max_per_user": null,
                     *           "is_shipping_required": 0,
                     *           "is_phone_number_required": 0,
                     *           "is_min_age_required": 0,
                     *           "is_digital_download": 0,
                     *           "min_age": null,
                     *           "sweepstakes_winners": null,
                     *           "sweepstake_winners": null,
                     *           "extra_data": null,
                     *           "total_coupons": 0,
                     *           "remaining_coupons": 0,
                     *           "image": null,
                     *           "additional_images": [],
                     *           "color": null,
                     *           "size": null,
                     *           "reward_terms": null,
                     *           "min_tier_id": null,
                     *           "featured": 0,
                     *           "is_hidden": 0,
                     *           "is_locked": 0
                     *         },
                     *         {
                     *           "id": "64027131960142",
                     *           "title": "Reward 6",
                     *           "description": "",
                     *           "current_quantity": 5,
                     *           "total_quantity": 5,
                     *           "num_points": 60,
                     *           "date_start": null,
                     *           "date_end": null,
                     *           "date_end_redeemable": null,
                     *           "is_enabled": 1,
                     *           "no_end_date": 0,
                     *           "category_id": null,
                     *           "group_id": "64027131960142",
                     *           "max_select_quantity": null,
                     *           "max_per_user": null,
                     *           "is_shipping_required": 0,
                     *           "is_phone_number_required": 0,
                     *           "is_min_age_required": 0,
                     *           "is_digital_download": 0,
                     *           "min_age": null,
                     *           "sweepstakes_winners": null,
                     *           "sweepstake_winners": null,
                     *           "extra_data": null,
                     *           "total_coupons": 0,
                     *           "remaining_coupons": 0,
                     *           "image": null,
                     *           "additional_images": [],
                     *           "color": null,
                     *           "size": null,
                     *           "reward_terms": null,
                     *           "min_tier_id": null,
                     *           "featured": 0,
                     *           "is_hidden": 0,
                     *           "is_locked": 0
                     *         },
                     *         {
                     *           "id": "74307412346386",
                     *           "title": "Reward 2",
                     *           "description": "",
                     *           "current_quantity": 5,
                     *           "total_quantity": 5,
                     *           "num_points": 20,
                     *           "date_start": null,
                     *           "date_end": null,
                     *           "date_end_redeemable": null,
                     *           "is_enabled": 1,
                     *           "no_end_date": 0,
                     *           "category_id": null,
                     *           "group_id": "74307412346386",
                     *           "max_select_quantity": null,
                     *           "max_per_user": null,
                     *           "is_shipping_required": 0,
                     *           "is_phone_number_required": 0,
                     *           "is_min_age_required": 0,
                     *           "is_digital_download": 0,
                     *           "min_age": null,
                     *           "sweepstakes_winners": null,
                     *           "sweepstake_winners": null,
                     *           "extra_data": null,
                     *           "total_coupons": 0,
                     *           "remaining_coupons": 0,
                     *           "image": null,
                     *           "additional_images": [],
                     *           "color": null,
                     *           "size": null,
                     *           "reward_terms": null,
                     *           "min_tier_id": null,
                     *           "featured": 0,
                     *           "is_hidden": 0,
                     *           "is_locked": 0
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    GetRewardDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 42571970642062 */
                reward_id: string;
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
                    /**
                     * @example {
                     *       "id": 42571970642062,
                     *       "title": "Mug",
                     *       "description": "A mug for 100 points",
                     *       "current_quantity": 7,
                     *       "total_quantity": 7,
                     *       "num_points": 100,
                     *       "date_start": null,
                     *       "date_end": null,
                     *       "date_end_redeemable": null,
                     *       "is_enabled": 1,
                     *       "no_end_date": 0,
                     *       "category_id": 106994209226950,
                     *       "group_id": 42571970642062,
                     *       "max_select_quantity": null,
                     *       "max_per_user": 2,
                     *       "is_shipping_required": 0,
                     *       "is_phone_number_required": 0,
                     *       "is_min_age_required": 0,
                     *       "is_digital_download": 0,
                     *       "min_age": null,
                     *       "sweepstakes_winners": null,
                     *       "sweepstake_winners": null,
                     *       "extra_data": {
                     *         "sku": "MUG-1"
                     *       },
                     *       "total_coupons": 0,
                     *       "remaining_coupons": 0,
                     *       "image": "https://cdn.example.com/mug.png",
                     *       "additional_images": [],
                     *       "color": null,
                     *       "size": null,
                     *       "reward_terms": null,
                     *       "min_tier_id": null,
                     *       "featured": 0,
                     *       "is_hidden": 0,
                     *       "is_locked": 0
                     *     }
                     */
                    "application/json": {
                        id: number;
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
                        category_id: number | null;
                        group_id: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    GetLegacyRewardDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reward_id: string;
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
                        category_id: number | null;
                        group_id: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 2 */
                page?: string;
                page_size?: string;
                include_soldout?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                /** @example 35227039325714 */
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
                    /**
                     * @example {
                     *       "paging": {
                     *         "total": 12,
                     *         "pages": 2,
                     *         "next_page": null,
                     *         "prev_page": "http://localhost/v2.1/users/35227039325714/rewards?page=1"
                     *       },
                     *       "rewards": [
                     *         {
                     *           "id": "116585089058655",
                     *           "title": "Gift 8",
                     *           "description": "",
                     *           "num_points": 5,
                     *           "is_enabled": 1,
                     *           "no_end_date": 0,
                     *           "total_quantity": 3,
                     *           "current_quantity": 3,
                     *           "is_shipping_required": 0,
                     *           "is_phone_number_required": 0,
                     *           "is_digital_download": 0,
                     *           "total_coupons": 0,
                     *           "remaining_coupons": 0
                     *         },
                     *         {
                     *           "id": "137607975431678",
                     *           "title": "Gift 6",
                     *           "description": "",
                     *           "num_points": 5,
                     *           "is_enabled": 1,
                     *           "no_end_date": 0,
                     *           "total_quantity": 3,
                     *           "current_quantity": 3,
                     *           "is_shipping_required": 0,
                     *           "is_phone_number_required": 0,
                     *           "is_digital_download": 0,
                     *           "total_coupons": 0,
                     *           "remaining_coupons": 0
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                    /**
                     * @example {
                     *       "paging": {
                     *         "total": 2,
                     *         "pages": 1,
                     *         "next_page": null,
                     *         "prev_page": null
                     *       },
                     *       "activities": [
                     *         {
                     *           "id": "211177527",
                     *           "name": "Shared a link",
                     *           "title": "Share a link",
                     *           "description": "Share a link with friends",
                     *           "num_points": 25,
                     *           "image": "https://cdn.example.com/share.png",
                     *           "category_id": 1,
                     *           "category_name": "Share",
                     *           "type_id": 6,
                     *           "type_name": "Your Site",
                     *           "activity_channel_id": 4,
                     *           "activity_channel_name": "content creation and share",
                     *           "freq_cap": 2,
                     *           "freq_period_id": 2,
                     *           "freq_period_name": "One Calendar Day",
                     *           "freq_num_required_attempts": null,
                     *           "redirect_url": null,
                     *           "points_on_click": false,
                     *           "action_tags": null,
                     *           "extra_data": {
                     *             "campaign": "spring"
                     *           },
                     *           "public_title": null,
                     *           "public_description": null
                     *         },
                     *         {
                     *           "id": "1525770514",
                     *           "name": "Watched a video",
                     *           "title": "Watch a video",
                     *           "description": "",
                     *           "num_points": 5,
                     *           "image": null,
                     *           "category_id": null,
                     *           "category_name": null,
                     *           "type_id": null,
                     *           "type_name": null,
                     *           "activity_channel_id": null,
                     *           "activity_channel_name": null,
                     *           "freq_cap": null,
                     *           "freq_period_id": null,
                     *           "freq_period_name": null,
                     *           "freq_num_required_attempts": null,
                     *           "redirect_url": null,
                     *           "points_on_click": false,
                     *           "action_tags": null,
                     *           "extra_data": null,
                     *           "public_title": null,
                     *           "public_description": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        paging: {
                            total: number;
                            pages: number;
                            next_page: string | null;
                            prev_page: string | null;
                        };
                        activities: {
                            id: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 137963184539574 */
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
                    /**
                     * @example {
                     *       "paging": {
                     *         "total": 2,
                     *         "pages": 1,
                     *         "next_page": null,
                     *         "prev_page": null
                     *       },
                     *       "activities": [
                     *         {
                     *           "id": "211177527",
                     *           "name": "Shared a link",
                     *           "title": "Share a link",
                     *           "description": "Share a link with friends",
                     *           "num_points": 25,
                     *           "image": "https://cdn.example.com/share.png",
                     *           "category_id": 1,
                     *           "category_name": "Share",
                     *           "type_id": 6,
                     *           "type_name": "Your Site",
                     *           "activity_channel_id": 4,
                     *           "activity_channel_name": "content creation and share",
                     *           "freq_cap": 2,
                     *           "freq_period_id": 2,
                     *           "freq_period_name": "One Calendar Day",
                     *           "freq_num_required_attempts": null,
                     *           "redirect_url": null,
                     *           "points_on_click": false,
                     *           "action_tags": null,
                     *           "extra_data": {
                     *             "campaign": "spring"
                     *           },
                     *           "public_title": null,
                     *           "public_description": null
                     *         },
                     *         {
                     *           "id": "1525770514",
                     *           "name": "Watched a video",
                     *           "title": "Watch a video",
                     *           "description": "",
                     *           "num_points": 5,
                     *           "image": null,
                     *           "category_id": null,
                     *           "category_name": null,
                     *           "type_id": null,
                     *           "type_name": null,
                     *           "activity_channel_id": null,
                     *           "activity_channel_name": null,
                     *           "freq_cap": null,
                     *           "freq_period_id": null,
                     *           "freq_period_name": null,
                     *           "freq_num_required_attempts": null,
                     *           "redirect_url": null,
                     *           "points_on_click": false,
                     *           "action_tags": null,
                     *           "extra_data": null,
                     *           "public_title": null,
                     *           "public_description": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        paging: {
                            total: number;
                            pages: number;
                            next_page: string | null;
                            prev_page: string | null;
                        };
                        activities: {
                            id: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 126050879592320 */
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
                    /**
                     * @example {
                     *       "paging": {
                     *         "total": 2,
                     *         "pages": 1,
                     *         "next_page": null,
                     *         "prev_page": null
                     *       },
                     *       "rewards": [
                     *         {
                     *           "date_created": 1795600900,
                     *           "total_points_redeemed": 10,
                     *           "ending_balance": 535,
                     *           "quantity": 1,
                     *           "codes": [
                     *             "CODE-mwvyexob9jg06"
                     *           ],
                     *           "reward_id": "28069019074679",
                     *           "reward_title": "Reward mwvyexns7g4m3"
                     *         },
                     *         {
                     *           "date_created": 1795600900,
                     *           "date_fulfilled": 1795600901,
                     *           "total_points_redeemed": 10,
                     *           "ending_balance": 545,
                     *           "quantity": 1,
                     *           "shipping_state": "NY",
                     *           "shipping_zip": "10001",
                     *           "shipping_first_name": "Ada",
                     *           "shipping_street_address_1": "1 Main St",
                     *           "shipping_city": "New York",
                     *           "shipping_last_name": "Lovelace",
                     *           "shipping_country": "US",
                     *           "tracking_number": "TRACK-1",
                     *           "reward_id": "43755973505161",
                     *           "reward_title": "Jersey"
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListClients: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
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
                        clients: {
                            client_id: string;
                            name: string;
                            date_created: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /**
                 * @example {
                 *       "name": "clientmx0zyexy136eyu",
                 *       "settings": {
                 *         "rate_limit_per_second": 100000
                 *       }
                 *     }
                 */
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
                        /** @default USD */
                        base_currency?: string;
                        /** @default {} */
                        currencies?: {
                            [key: string]: number;
                        };
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
                        /** @default 30 */
                        member_token_days?: number;
                        /** @default 10 */
                        member_rate_limit_per_second?: number;
                        /** @default 100000 */
                        max_points_per_credit?: number;
                        /** @default 1000 */
                        support_adjustment_limit?: number;
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
                        /** @default null */
                        expiry_notice_days?: number | null;
                        /** @default null */
                        daily_exports?: {
                            kinds: ("members" | "ledger" | "redemptions" | "points_expiration")[];
                            /**
                             * @default csv
                             * @enum {string}
                             */
                            format?: "csv" | "ndjson";
                        } | null;
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
                    /**
                     * @example {
                     *       "client_id": "HVUM4cmbLX4K",
                     *       "name": "clientmx0zyexy136eyu",
                     *       "api_key": "rk_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
                     *       "key_id": "o-Gj65ci"
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListApiKeys: {
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
                        api_keys: {
                            key_id: string;
                            date_created: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example KoNqzxVJbETJ */
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
                    /**
                     * @example {
                     *       "api_key": "rk_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
                     *       "key_id": "D5PUwtKc"
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example PZQNMQvqaTFe */
                client_id: string;
                /** @example pPPxYBru */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example FehFCwhx6bLq */
                client_id: string;
                /** @example 110378483718944 */
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
                    /**
                     * @example [
                     *       {
                     *         "adjustment_id": "da561875-fd44-4121-a756-fd024c828ca7",
                     *         "member_id": 110378483718944,
                     *         "points": -30,
                     *         "reason": "Duplicate credit",
                     *         "reference": null,
                     *         "adjusted_by": "local-admin",
                     *         "date_created": 1795600991,
                     *         "ending_redeemable": 110
                     *       },
                     *       {
                     *         "adjustment_id": "a1f9af8b-95b1-4bed-9161-4140d9a71462",
                     *         "member_id": 110378483718944,
                     *         "points": 40,
                     *         "reason": "Goodwill for a late delivery",
                     *         "reference": "TICKET-81",
                     *         "adjusted_by": "local-admin",
                     *         "date_created": 1795600991,
                     *         "ending_redeemable": 140
                     *       }
                     *     ]
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example FehFCwhx6bLq */
                client_id: string;
                /** @example 110378483718944 */
                member_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "points": 40,
                 *       "reason": "Goodwill for a late delivery",
                 *       "reference": "TICKET-81"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "adjustment_id": "a1f9af8b-95b1-4bed-9161-4140d9a71462",
                     *       "member_id": 110378483718944,
                     *       "points": 40,
                     *       "reason": "Goodwill for a late delivery",
                     *       "reference": "TICKET-81",
                     *       "adjusted_by": "local-admin",
                     *       "date_created": 1795600991,
                     *       "ending_redeemable": 140
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminExportMember: {
        parameters: {
            query?: {
                /** @example 2 */
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example wqtuxfm4Onx_ */
                client_id: string;
                /** @example 56008877226304 */
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
                    /**
                     * @example {
                     *       "member_id": 56008877226304,
                     *       "member": {
                     *         "id": 56008877226304,
                     *         "first_name": "Exported",
                     *         "middle_name": null,
                     *         "last_name": "Member",
                     *         "date_of_birth": 631152000,
                     *         "email_address": "mmwwsj6q11fsec@example.com",
                     *         "email_is_verified": true,
                     *         "username": null,
                     *         "mobile_phone_number": null,
                     *         "third_party_id": null,
                     *         "is_active": true,
                     *         "gender_id": null,
                     *         "gender": null,
                     *         "extra_data": null,
                     *         "continent": "North America",
                     *         "country": "United States",
                     *         "us_region": "Northeast",
                     *         "ca_province": null,
                     *         "state": "NY",
                     *         "city": "New York",
                     *         "street_address_1": null,
                     *         "street_address_2": null,
                     *         "postal_code": "10001",
                     *         "receive_email_updates": true,
                     *         "date_receive_email_opt_in": 1795651486,
                     *         "date_receive_email_opt_out": null,
                     *         "network1_access_token": null,
                     *         "network1_user_id": null,
                     *         "date_network1_token_expires": null,
                     *         "network2_oauth_token": null,
                     *         "network2_oauth_token_secret": null,
                     *         "network2_user_id": null,
                     *         "network3_access_token": null,
                     *         "network3_refresh_token": null,
                     *         "network3_user_id": null,
                     *         "network4_access_token": null,
                     *         "network4_access_token_secret": null,
                     *         "network4_session_handle": null,
                     *         "network4_user_id": null,
                     *         "network5_access_token": null,
                     *         "network5_username": null,
                     *         "network5_user_id": null,
                     *         "activity_stream_opt_in": null,
                     *         "store_id": null,
                     *         "date_last_login": null,
                     *         "date_last_updated": 1795651486,
                     *         "date_created": 1795651486,
                     *         "salt": null,
                     *         "hash_algorithm_id": "scrypt",
                     *         "lang_pref": "en",
                     *         "referral_url": "",
                     *         "sign_up_channel_id": null,
                     *         "total_points": 45,
                     *         "redeemable_points": 45,
                     *         "num_points_purchased": 0,
                     *         "rank": null,
                     *         "weekly_rank": null,
                     *         "monthly_rank": null,
                     *         "fan_level": "",
                     *         "custom_data": {}
                     *       },
                     *       "records": [
                     *         {
                     *           "type": "ledger_entry",
                     *           "stream_shard": 2,
                     *           "notes": "third visit",
                     *           "kind": "activity",
                     *           "date_created": 1795651487,
                     *           "ending_redeemable": 45,
                     *           "num_points": 15,
                     *           "counts_toward_total": true,
                     *           "extra_data": null,
                     *           "activity_id": "1749842493",
                     *           "name": "Check in",
                     *           "entry_id": "2dfa3cfb-7c6b-4b37-82dc-19cc45abfc1d",
                     *           "ending_total": 45
                     *         },
                     *         {
                     *           "type": "ledger_entry",
                     *           "stream_shard": 0,
                     *           "notes": "first visit",
                     *           "kind": "activity",
                     *           "date_created": 1795651487,
                     *           "ending_redeemable": 15,
                     *           "num_points": 15,
                     *           "counts_toward_total": true,
                     *           "extra_data": null,
                     *           "activity_id": "1749842493",
                     *           "name": "Check in",
                     *           "entry_id": "53ae7129-f500-4a1f-960f-0dcdeec7d63e",
                     *           "ending_total": 15
                     *         }
                     *       ],
                     *       "next_cursor": "TEVER0VSIzAwMTc5NTY1MTQ4NyM1M2FlNzEyOS1mNTAwLTRhMWYtOTYwZi0wZGNkZWVjN2Q2M2U"
                     *     }
                     */
                    "application/json": {
                        member_id: number;
                        member: {
                            [key: string]: unknown;
                        } | null;
                        records: ({
                            type: string;
                        } & {
                            [key: string]: unknown;
                        })[];
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetMember: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
            };
            header?: never;
            path: {
                client_id: string;
                member_id: string;
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
                        user: {
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
                        points: {
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminDeleteMember: {
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
                client_id: string;
                member_id: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListMemberLedger: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                client_id: string;
                member_id: string;
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
                        entries: {
                            entry_id: string;
                            kind: string;
                            num_points: number;
                            counts_toward_total: boolean;
                            activity_id: string | null;
                            name: string;
                            notes: string | null;
                            date_created: number;
                            ending_total: number;
                            ending_redeemable: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListMemberRedemptions: {
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
                client_id: string;
                member_id: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListMemberPurchases: {
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
                client_id: string;
                member_id: string;
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
                        purchases: {
                            purchase_id: string;
                            /** @constant */
                            purchase_id_type: "receipt_id";
                            receipt_id: string;
                            date_purchase: number;
                            purchase_total: number;
                            returned_amount: number;
                            total_points_earned: number;
                            total_points_returned: number;
                            total_points_awarded: number;
                            /** @enum {string} */
                            returned: "none" | "partial" | "full";
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListMemberCoupons: {
        parameters: {
            query?: {
                /** @description How {user_id} is read. */
                id_type?: "id" | "email" | "username" | "third_party_id" | "mobile_phone_number" | "network1_user_id" | "network2_user_id";
                expired?: "true" | "false";
            };
            header?: never;
            path: {
                client_id: string;
                member_id: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListSigningKeys: {
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
                        signing_keys: {
                            public_key: string;
                            date_created: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example KoNqzxVJbETJ */
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
                    /**
                     * @example {
                     *       "public_key": "pk_tI-A43QRpco_UYB_",
                     *       "secret": "sk_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example PZQNMQvqaTFe */
                client_id: string;
                /** @example pk_qcJloQtIeJukdedE */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example PZQNMQvqaTFe */
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
                    /**
                     * @example [
                     *       {
                     *         "webhook_id": "wh_gEfU8uyoZy6x",
                     *         "url": "http://127.0.0.1:9/dropped",
                     *         "events": [
                     *           "user.created"
                     *         ],
                     *         "enabled": true,
                     *         "format": "standard",
                     *         "auth": null,
                     *         "date_created": 1795600899,
                     *         "date_updated": 1795600899
                     *       },
                     *       {
                     *         "webhook_id": "wh_gH7mqF-8Fm_8",
                     *         "url": "http://127.0.0.1:9/unanswered",
                     *         "events": [
                     *           "*"
                     *         ],
                     *         "enabled": true,
                     *         "format": "standard",
                     *         "auth": null,
                     *         "date_created": 1795600899,
                     *         "date_updated": 1795600899
                     *       }
                     *     ]
                     */
                    "application/json": {
                        webhook_id: string;
                        url: string;
                        events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.expiring" | "points.returned" | "points.return_voided" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed" | "receipt.approved" | "receipt.rejected")[];
                        enabled: boolean;
                        /** @enum {string} */
                        format: "standard" | "hosted";
                        auth: ({
                            /** @constant */
                            type: "basic";
                            username: string;
                            password_hint: string;
                        } | {
                            /** @constant */
                            type: "api_key";
                            api_key_hint: string;
                        }) | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example _9a_Zmc6VyLg */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "http://127.0.0.1:43087/hooks",
                 *       "events": [
                 *         "user.updated",
                 *         "user.created"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** Format: uri */
                    url: string;
                    events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.expiring" | "points.returned" | "points.return_voided" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed" | "receipt.approved" | "receipt.rejected")[];
                    /** @default true */
                    enabled?: boolean;
                    /** @enum {string} */
                    format?: "standard" | "hosted";
                    auth?: ({
                        /** @constant */
                        type: "basic";
                        username: string;
                        password: string;
                    } | {
                        /** @constant */
                        type: "api_key";
                        api_key: string;
                    }) | null;
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
                    /**
                     * @example {
                     *       "webhook_id": "wh_zIZ7TKXwZDT2",
                     *       "url": "http://127.0.0.1:43087/hooks",
                     *       "events": [
                     *         "user.updated",
                     *         "user.created"
                     *       ],
                     *       "enabled": true,
                     *       "format": "standard",
                     *       "auth": null,
                     *       "date_created": 1795600936,
                     *       "date_updated": 1795600936,
                     *       "secret": "whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
                     *     }
                     */
                    "application/json": {
                        webhook_id: string;
                        url: string;
                        events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.expiring" | "points.returned" | "points.return_voided" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed" | "receipt.approved" | "receipt.rejected")[];
                        enabled: boolean;
                        /** @enum {string} */
                        format: "standard" | "hosted";
                        auth: ({
                            /** @constant */
                            type: "basic";
                            username: string;
                            password_hint: string;
                        } | {
                            /** @constant */
                            type: "api_key";
                            api_key_hint: string;
                        }) | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example Snrvqdyae8X1 */
                client_id: string;
                /** @example wh_fyL-mW_0-ir6 */
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
                    /**
                     * @example {
                     *       "webhook_id": "wh_fyL-mW_0-ir6",
                     *       "url": "http://127.0.0.1:43621/hooks",
                     *       "events": [
                     *         "user.created"
                     *       ],
                     *       "enabled": true,
                     *       "format": "standard",
                     *       "auth": null,
                     *       "date_created": 1795600937,
                     *       "date_updated": 1795600937
                     *     }
                     */
                    "application/json": {
                        webhook_id: string;
                        url: string;
                        events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.expiring" | "points.returned" | "points.return_voided" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed" | "receipt.approved" | "receipt.rejected")[];
                        enabled: boolean;
                        /** @enum {string} */
                        format: "standard" | "hosted";
                        auth: ({
                            /** @constant */
                            type: "basic";
                            username: string;
                            password_hint: string;
                        } | {
                            /** @constant */
                            type: "api_key";
                            api_key_hint: string;
                        }) | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example Snrvqdyae8X1 */
                client_id: string;
                /** @example wh_fyL-mW_0-ir6 */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "http://127.0.0.1:43621/hooks",
                 *       "events": [
                 *         "user.updated"
                 *       ],
                 *       "enabled": false
                 *     }
                 */
                "application/json": {
                    /** Format: uri */
                    url: string;
                    events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.expiring" | "points.returned" | "points.return_voided" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed" | "receipt.approved" | "receipt.rejected")[];
                    /** @default true */
                    enabled?: boolean;
                    /** @enum {string} */
                    format?: "standard" | "hosted";
                    auth?: ({
                        /** @constant */
                        type: "basic";
                        username: string;
                        password: string;
                    } | {
                        /** @constant */
                        type: "api_key";
                        api_key: string;
                    }) | null;
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
                    /**
                     * @example {
                     *       "webhook_id": "wh_fyL-mW_0-ir6",
                     *       "url": "http://127.0.0.1:43621/hooks",
                     *       "events": [
                     *         "user.updated"
                     *       ],
                     *       "enabled": false,
                     *       "format": "standard",
                     *       "auth": null,
                     *       "date_created": 1795600937,
                     *       "date_updated": 1795604538
                     *     }
                     */
                    "application/json": {
                        webhook_id: string;
                        url: string;
                        events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.expiring" | "points.returned" | "points.return_voided" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed" | "receipt.approved" | "receipt.rejected")[];
                        enabled: boolean;
                        /** @enum {string} */
                        format: "standard" | "hosted";
                        auth: ({
                            /** @constant */
                            type: "basic";
                            username: string;
                            password_hint: string;
                        } | {
                            /** @constant */
                            type: "api_key";
                            api_key_hint: string;
                        }) | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example PZQNMQvqaTFe */
                client_id: string;
                /** @example wh_gEfU8uyoZy6x */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example Snrvqdyae8X1 */
                client_id: string;
                /** @example wh_fyL-mW_0-ir6 */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "overlap_seconds": 3600
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "webhook_id": "wh_fyL-mW_0-ir6",
                     *       "url": "http://127.0.0.1:43621/hooks",
                     *       "events": [
                     *         "user.created"
                     *       ],
                     *       "enabled": true,
                     *       "format": "standard",
                     *       "auth": null,
                     *       "date_created": 1795600937,
                     *       "date_updated": 1795600938,
                     *       "secret": "whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
                     *       "previous_secrets_expire_at": 1795604537
                     *     }
                     */
                    "application/json": {
                        webhook_id: string;
                        url: string;
                        events: ("*" | "user.created" | "user.updated" | "user.deleted" | "points.credited" | "points.removed" | "points.expired" | "points.expiring" | "points.returned" | "points.return_voided" | "reward.redeemed" | "coupon.used" | "coupon.unused" | "tier.changed" | "receipt.approved" | "receipt.rejected")[];
                        enabled: boolean;
                        /** @enum {string} */
                        format: "standard" | "hosted";
                        auth: ({
                            /** @constant */
                            type: "basic";
                            username: string;
                            password_hint: string;
                        } | {
                            /** @constant */
                            type: "api_key";
                            api_key_hint: string;
                        }) | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example Q77vPZCQX2vS */
                client_id: string;
                /** @example wh_C2GmhrA8Q9yr */
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
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "delivery_id": "dlv_1795600937_evt_d0bc25733c09430381febf56fa55ba1e",
                     *           "event_id": "evt_d0bc25733c09430381febf56fa55ba1e",
                     *           "event_type": "user.created",
                     *           "status": "delivered",
                     *           "attempts": 1,
                     *           "last_response_code": 204,
                     *           "last_error": null,
                     *           "next_attempt_at": null,
                     *           "created_at": 1795600937,
                     *           "updated_at": 1795600938
                     *         },
                     *         {
                     *           "delivery_id": "dlv_1795600937_evt_ceba70006d6d4cd08200d5afb90b393f",
                     *           "event_id": "evt_ceba70006d6d4cd08200d5afb90b393f",
                     *           "event_type": "user.created",
                     *           "status": "delivered",
                     *           "attempts": 1,
                     *           "last_response_code": 204,
                     *           "last_error": null,
                     *           "next_attempt_at": null,
                     *           "created_at": 1795600937,
                     *           "updated_at": 1795600938
                     *         },
                     *         {
                     *           "delivery_id": "dlv_1795600937_evt_9fac6142ceb740b697d3a21f14bb10bd",
                     *           "event_id": "evt_9fac6142ceb740b697d3a21f14bb10bd",
                     *           "event_type": "user.created",
                     *           "status": "delivered",
                     *           "attempts": 1,
                     *           "last_response_code": 204,
                     *           "last_error": null,
                     *           "next_attempt_at": null,
                     *           "created_at": 1795600937,
                     *           "updated_at": 1795600938
                     *         },
                     *         {
                     *           "delivery_id": "dlv_1795600937_evt_9ed5d04f3f074839932912aa1d982fcb",
                     *           "event_id": "evt_9ed5d04f3f074839932912aa1d982fcb",
                     *           "event_type": "user.created",
                     *           "status": "delivered",
                     *           "attempts": 1,
                     *           "last_response_code": 204,
                     *           "last_error": null,
                     *           "next_attempt_at": null,
                     *           "created_at": 1795600937,
                     *           "updated_at": 1795600938
                     *         },
                     *         {
                     *           "delivery_id": "dlv_1795600937_evt_2c60a7eba5bd4e77b85cc6e7933dfff7",
                     *           "event_id": "evt_2c60a7eba5bd4e77b85cc6e7933dfff7",
                     *           "event_type": "user.created",
                     *           "status": "delivered",
                     *           "attempts": 1,
                     *           "last_response_code": 204,
                     *           "last_error": null,
                     *           "next_attempt_at": null,
                     *           "created_at": 1795600937,
                     *           "updated_at": 1795600938
                     *         },
                     *         {
                     *           "delivery_id": "dlv_1795600937_evt_1c22fb01e3584d699c9a4960a43e4401",
                     *           "event_id": "evt_1c22fb01e3584d699c9a4960a43e4401",
                     *           "event_type": "user.created",
                     *           "status": "delivered",
                     *           "attempts": 1,
                     *           "last_response_code": 204,
                     *           "last_error": null,
                     *           "next_attempt_at": null,
                     *           "created_at": 1795600937,
                     *           "updated_at": 1795600938
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        deliveries: {
                            delivery_id: string;
                            event_id: string;
                            event_type: components["schemas"]["WebhookEventType"];
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example PZQNMQvqaTFe */
                client_id: string;
                /** @example wh_gH7mqF-8Fm_8 */
                webhook_id: string;
                /** @example dlv_1795600901_evt_fd06b7110cda4ae583fde372771e9fbe */
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
                    /**
                     * @example {
                     *       "delivery_id": "dlv_1795600901_evt_fd06b7110cda4ae583fde372771e9fbe",
                     *       "event_id": "evt_fd06b7110cda4ae583fde372771e9fbe",
                     *       "event_type": "reward.redeemed",
                     *       "status": "retrying",
                     *       "attempts": 0,
                     *       "last_response_code": null,
                     *       "last_error": "waiting for an earlier event of the member",
                     *       "next_attempt_at": 1795600901,
                     *       "created_at": 1795600901,
                     *       "updated_at": 1795600903
                     *     }
                     */
                    "application/json": {
                        delivery_id: string;
                        event_id: string;
                        event_type: components["schemas"]["WebhookEventType"];
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example UvmQJxEgOLRD */
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
                    /**
                     * @example {
                     *       "custom_attributes": [
                     *         "store_loc"
                     *       ],
                     *       "purchase_v1": true,
                     *       "pending_points": {
                     *         "enabled": true,
                     *         "period_days": 14
                     *       },
                     *       "points_per_currency_unit": 2,
                     *       "tiers": {
                     *         "version": 2,
                     *         "timeframe": "rolling",
                     *         "timeframe_months": 6,
                     *         "period_start": 0,
                     *         "levels": [
                     *           {
                     *             "id": "base",
                     *             "title": "Base",
                     *             "min_value": 0,
                     *             "max_value": null
                     *           }
                     *         ]
                     *       },
                     *       "rate_limit_per_second": null,
                     *       "max_activity_backdate_days": 30,
                     *       "referral_activity_id": null,
                     *       "referral_base_url": null,
                     *       "redemption_requires_verified_email": false,
                     *       "require_signed_requests": false,
                     *       "max_points_per_credit": 100000,
                     *       "returns_may_overdraw": false,
                     *       "expiry_policy": {
                     *         "type": "none"
                     *       },
                     *       "daily_exports": null
                     *     }
                     */
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
                        /** @default USD */
                        base_currency: string;
                        /** @default {} */
                        currencies: {
                            [key: string]: number;
                        };
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
                        /** @default 30 */
                        member_token_days: number;
                        /** @default 10 */
                        member_rate_limit_per_second: number;
                        /** @default 100000 */
                        max_points_per_credit: number;
                        /** @default 1000 */
                        support_adjustment_limit: number;
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
                        /** @default null */
                        expiry_notice_days: number | null;
                        /** @default null */
                        daily_exports: {
                            kinds: ("members" | "ledger" | "redemptions" | "points_expiration")[];
                            /**
                             * @default csv
                             * @enum {string}
                             */
                            format: "csv" | "ndjson";
                        } | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example UvmQJxEgOLRD */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "custom_attributes": [
                 *         "store_loc"
                 *       ],
                 *       "purchase_v1": true,
                 *       "pending_points": {
                 *         "enabled": true,
                 *         "period_days": 14
                 *       },
                 *       "points_per_currency_unit": 2,
                 *       "tiers": {
                 *         "version": 2,
                 *         "timeframe": "rolling",
                 *         "timeframe_months": 6,
                 *         "levels": [
                 *           {
                 *             "id": "base",
                 *             "title": "Base",
                 *             "min_value": 0
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
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
                    /** @default USD */
                    base_currency?: string;
                    /** @default {} */
                    currencies?: {
                        [key: string]: number;
                    };
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
                    /** @default 30 */
                    member_token_days?: number;
                    /** @default 10 */
                    member_rate_limit_per_second?: number;
                    /** @default 100000 */
                    max_points_per_credit?: number;
                    /** @default 1000 */
                    support_adjustment_limit?: number;
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
                    /** @default null */
                    expiry_notice_days?: number | null;
                    /** @default null */
                    daily_exports?: {
                        kinds: ("members" | "ledger" | "redemptions" | "points_expiration")[];
                        /**
                         * @default csv
                         * @enum {string}
                         */
                        format?: "csv" | "ndjson";
                    } | null;
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
                    /**
                     * @example {
                     *       "custom_attributes": [
                     *         "store_loc"
                     *       ],
                     *       "purchase_v1": true,
                     *       "pending_points": {
                     *         "enabled": true,
                     *         "period_days": 14
                     *       },
                     *       "points_per_currency_unit": 2,
                     *       "tiers": {
                     *         "version": 2,
                     *         "timeframe": "rolling",
                     *         "timeframe_months": 6,
                     *         "period_start": 0,
                     *         "levels": [
                     *           {
                     *             "id": "base",
                     *             "title": "Base",
                     *             "min_value": 0,
                     *             "max_value": null
                     *           }
                     *         ]
                     *       },
                     *       "rate_limit_per_second": null,
                     *       "max_activity_backdate_days": 30,
                     *       "referral_activity_id": null,
                     *       "referral_base_url": null,
                     *       "redemption_requires_verified_email": false,
                     *       "require_signed_requests": false,
                     *       "max_points_per_credit": 100000,
                     *       "returns_may_overdraw": false,
                     *       "expiry_policy": {
                     *         "type": "none"
                     *       },
                     *       "daily_exports": null
                     *     }
                     */
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
                        /** @default USD */
                        base_currency: string;
                        /** @default {} */
                        currencies: {
                            [key: string]: number;
                        };
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
                        /** @default 30 */
                        member_token_days: number;
                        /** @default 10 */
                        member_rate_limit_per_second: number;
                        /** @default 100000 */
                        max_points_per_credit: number;
                        /** @default 1000 */
                        support_adjustment_limit: number;
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
                        /** @default null */
                        expiry_notice_days: number | null;
                        /** @default null */
                        daily_exports: {
                            kinds: ("members" | "ledger" | "redemptions" | "points_expiration")[];
                            /**
                             * @default csv
                             * @enum {string}
                             */
                            format: "csv" | "ndjson";
                        } | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminPatchClientSettings: {
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
                    custom_attributes?: string[];
                    purchase_v1?: boolean;
                    pending_points?: {
                        /** @default false */
                        enabled?: boolean;
                        /** @default 30 */
                        period_days?: number;
                    };
                    points_per_currency_unit?: number;
                    base_currency?: string;
                    currencies?: {
                        [key: string]: number;
                    };
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
                    rate_limit_per_second?: number | null;
                    max_activity_backdate_days?: number;
                    referral_activity_id?: (string | number) | null;
                    referral_base_url?: string | null;
                    redemption_requires_verified_email?: boolean;
                    require_signed_requests?: boolean;
                    member_token_days?: number;
                    member_rate_limit_per_second?: number;
                    max_points_per_credit?: number;
                    support_adjustment_limit?: number;
                    returns_may_overdraw?: boolean;
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
                    expiry_notice_days?: number | null;
                    daily_exports?: {
                        kinds: ("members" | "ledger" | "redemptions" | "points_expiration")[];
                        /**
                         * @default csv
                         * @enum {string}
                         */
                        format?: "csv" | "ndjson";
                    } | null;
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
                        /** @default USD */
                        base_currency: string;
                        /** @default {} */
                        currencies: {
                            [key: string]: number;
                        };
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
                        /** @default 30 */
                        member_token_days: number;
                        /** @default 10 */
                        member_rate_limit_per_second: number;
                        /** @default 100000 */
                        max_points_per_credit: number;
                        /** @default 1000 */
                        support_adjustment_limit: number;
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
                        /** @default null */
                        expiry_notice_days: number | null;
                        /** @default null */
                        daily_exports: {
                            kinds: ("members" | "ledger" | "redemptions" | "points_expiration")[];
                            /**
                             * @default csv
                             * @enum {string}
                             */
                            format: "csv" | "ndjson";
                        } | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example zv6o6Kc6mQze */
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
                    /**
                     * @example [
                     *       {
                     *         "id": "1049391658",
                     *         "campaign_id": "120055575565783",
                     *         "title": "Bottle cap codes",
                     *         "description": "Enter the code printed under the cap",
                     *         "code_field_name": "Cap code",
                     *         "date_start": 1795819411,
                     *         "date_end": 1798497811,
                     *         "enable_email": 0,
                     *         "enable_verify_checkbox": 0,
                     *         "is_enabled": 1,
                     *         "image": "https://example.com/cap.png",
                     *         "enable_tos": 0,
                     *         "tos_text": null,
                     *         "tos_link_url": null,
                     *         "questions": [
                     *           {
                     *             "id": "1b40912fb411",
                     *             "is_required": 1,
                     *             "title": "Where did you buy it?",
                     *             "type": 2,
                     *             "options": [
                     *               {
                     *                 "id": "3a16a32203a7",
                     *                 "value": "Shop"
                     *               },
                     *               {
                     *                 "id": "d184af6b79f5",
                     *                 "value": "Online"
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "id": "33e852db923e",
                     *             "is_required": 0,
                     *             "title": "Anything else?",
                     *             "type": 3,
                     *             "options": []
                     *           }
                     *         ],
                     *         "activity_id": "1049391658",
                     *         "activity_name": "Bottle cap codes",
                     *         "num_points": 50,
                     *         "redemption_limit": 3,
                     *         "date_created": 1795905811,
                     *         "date_last_updated": 1795905811
                     *       }
                     *     ]
                     */
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
                        /** @enum {number} */
                        is_enabled: 0 | 1;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example zv6o6Kc6mQze */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Bottle cap codes",
                 *       "description": "Enter the code printed under the cap",
                 *       "code_field_name": "Cap code",
                 *       "date_start": 1795819412,
                 *       "date_end": 1798497812,
                 *       "image": "https://example.com/cap.png",
                 *       "num_points": 50,
                 *       "redemption_limit": 3,
                 *       "questions": [
                 *         {
                 *           "title": "Where did you buy it?",
                 *           "type": 2,
                 *           "is_required": 1,
                 *           "options": [
                 *             {
                 *               "value": "Shop"
                 *             },
                 *             {
                 *               "value": "Online"
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "title": "Anything else?",
                 *           "type": 3,
                 *           "is_required": 0
                 *         }
                 *       ],
                 *       "enable_tos": 1,
                 *       "tos_text": "Terms apply"
                 *     }
                 */
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
                    /**
                     * @default 1
                     * @enum {number}
                     */
                    is_enabled?: 0 | 1;
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
                    /**
                     * @example {
                     *       "id": "660378220",
                     *       "campaign_id": "42886959534308",
                     *       "title": "Bottle cap codes",
                     *       "description": "Enter the code printed under the cap",
                     *       "code_field_name": "Cap code",
                     *       "date_start": 1795819412,
                     *       "date_end": 1798497812,
                     *       "enable_email": 0,
                     *       "enable_verify_checkbox": 0,
                     *       "is_enabled": 1,
                     *       "image": "https://example.com/cap.png",
                     *       "enable_tos": 1,
                     *       "tos_text": "Terms apply",
                     *       "tos_link_url": null,
                     *       "questions": [
                     *         {
                     *           "id": "93d26b216fd4",
                     *           "is_required": 1,
                     *           "title": "Where did you buy it?",
                     *           "type": 2,
                     *           "options": [
                     *             {
                     *               "id": "ece101bc948a",
                     *               "value": "Shop"
                     *             },
                     *             {
                     *               "id": "17ff96f3de3d",
                     *               "value": "Online"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "f7da0c5e5922",
                     *           "is_required": 0,
                     *           "title": "Anything else?",
                     *           "type": 3,
                     *           "options": []
                     *         }
                     *       ],
                     *       "num_points": 50,
                     *       "redemption_limit": 3,
                     *       "activity_id": "660378220",
                     *       "activity_name": "Bottle cap codes",
                     *       "date_created": 1795905812,
                     *       "date_last_updated": 1795905812
                     *     }
                     */
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
                        /** @enum {number} */
                        is_enabled: 0 | 1;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example zv6o6Kc6mQze */
                client_id: string;
                /** @example 120055575565783 */
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
                    /**
                     * @example {
                     *       "id": "1049391658",
                     *       "campaign_id": "120055575565783",
                     *       "title": "Bottle cap codes",
                     *       "description": "Enter the code printed under the cap",
                     *       "code_field_name": "Cap code",
                     *       "date_start": 1795819411,
                     *       "date_end": 1798497811,
                     *       "enable_email": 0,
                     *       "enable_verify_checkbox": 0,
                     *       "is_enabled": 1,
                     *       "image": "https://example.com/cap.png",
                     *       "enable_tos": 0,
                     *       "tos_text": null,
                     *       "tos_link_url": null,
                     *       "questions": [
                     *         {
                     *           "id": "1b40912fb411",
                     *           "is_required": 1,
                     *           "title": "Where did you buy it?",
                     *           "type": 2,
                     *           "options": [
                     *             {
                     *               "id": "3a16a32203a7",
                     *               "value": "Shop"
                     *             },
                     *             {
                     *               "id": "d184af6b79f5",
                     *               "value": "Online"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "33e852db923e",
                     *           "is_required": 0,
                     *           "title": "Anything else?",
                     *           "type": 3,
                     *           "options": []
                     *         }
                     *       ],
                     *       "activity_id": "1049391658",
                     *       "activity_name": "Bottle cap codes",
                     *       "num_points": 50,
                     *       "redemption_limit": 3,
                     *       "date_created": 1795905811,
                     *       "date_last_updated": 1795905811
                     *     }
                     */
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
                        /** @enum {number} */
                        is_enabled: 0 | 1;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example zv6o6Kc6mQze */
                client_id: string;
                /** @example 37145106650550 */
                campaign_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Renamed",
                 *       "description": "Enter the code printed under the cap",
                 *       "code_field_name": "Cap code",
                 *       "date_start": 1795819412,
                 *       "date_end": 1798497812,
                 *       "image": "https://example.com/cap.png",
                 *       "num_points": 50,
                 *       "redemption_limit": 3,
                 *       "questions": [
                 *         {
                 *           "id": "10dda15ba1dc",
                 *           "is_required": 1,
                 *           "title": "Where did you buy it?",
                 *           "type": 2,
                 *           "options": [
                 *             {
                 *               "id": "85d9748ee9b4",
                 *               "value": "Shop"
                 *             },
                 *             {
                 *               "id": "a3c8fcf6577e",
                 *               "value": "Online"
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "id": "ef01e267ed92",
                 *           "is_required": 0,
                 *           "title": "Anything else?",
                 *           "type": 3,
                 *           "options": []
                 *         }
                 *       ]
                 *     }
                 */
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
                    /**
                     * @default 1
                     * @enum {number}
                     */
                    is_enabled?: 0 | 1;
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
                    /**
                     * @example {
                     *       "id": "2046699869",
                     *       "campaign_id": "37145106650550",
                     *       "title": "Renamed",
                     *       "description": "Enter the code printed under the cap",
                     *       "code_field_name": "Cap code",
                     *       "date_start": 1795819412,
                     *       "date_end": 1798497812,
                     *       "enable_email": 0,
                     *       "enable_verify_checkbox": 0,
                     *       "is_enabled": 1,
                     *       "image": "https://example.com/cap.png",
                     *       "enable_tos": 0,
                     *       "tos_text": null,
                     *       "tos_link_url": null,
                     *       "questions": [
                     *         {
                     *           "id": "10dda15ba1dc",
                     *           "is_required": 1,
                     *           "title": "Where did you buy it?",
                     *           "type": 2,
                     *           "options": [
                     *             {
                     *               "id": "85d9748ee9b4",
                     *               "value": "Shop"
                     *             },
                     *             {
                     *               "id": "a3c8fcf6577e",
                     *               "value": "Online"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "ef01e267ed92",
                     *           "is_required": 0,
                     *           "title": "Anything else?",
                     *           "type": 3,
                     *           "options": []
                     *         }
                     *       ],
                     *       "activity_id": "2046699869",
                     *       "activity_name": "Renamed",
                     *       "num_points": 50,
                     *       "redemption_limit": 3,
                     *       "date_created": 1795905812,
                     *       "date_last_updated": 1795905812
                     *     }
                     */
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
                        /** @enum {number} */
                        is_enabled: 0 | 1;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example zv6o6Kc6mQze */
                client_id: string;
                /** @example 121548337548235 */
                campaign_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "codes": [
                 *         "ABC-1",
                 *         " abc-3 "
                 *       ],
                 *       "single_use": false
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "campaign_id": "121548337548235",
                     *       "added": 1,
                     *       "already_present": [
                     *         "ABC-1"
                     *       ]
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example zv6o6Kc6mQze */
                client_id: string;
                /** @example 120053471292678 */
                campaign_id: string;
                /** @example KEPTMX0ZYEUJ11Z0K9 */
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
                    /**
                     * @example {
                     *       "code": "KEPTMX0ZYEUJ11Z0K9",
                     *       "single_use": true,
                     *       "used": true,
                     *       "used_by": 38406871612094,
                     *       "date_used": 1795905819,
                     *       "date_created": 1795905819
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example zv6o6Kc6mQze */
                client_id: string;
                /** @example 120053471292678 */
                campaign_id: string;
                /** @example MULTIMX0ZYEOQZXSXG */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example KoNqzxVJbETJ */
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
                    /** @example [] */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example PZQNMQvqaTFe */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Prizes mwvyexj91oiq9"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": "9090664685769",
                     *       "name": "Prizes mwvyexj91oiq9"
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetRewardCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                category_id: number | string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example PZQNMQvqaTFe */
                client_id: string;
                /** @example 9090664685769 */
                category_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Prizes renamed mwvyexk02cmat"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": "9090664685769",
                     *       "name": "Prizes renamed mwvyexk02cmat"
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example x3XRwoj_RDaV */
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
                    /**
                     * @example [
                     *       {
                     *         "id": 46559016915063,
                     *         "name": "Food & drink",
                     *         "expiration_days": 14
                     *       },
                     *       {
                     *         "id": 9124933567409,
                     *         "name": "Gift cards",
                     *         "expiration_days": null
                     *       },
                     *       {
                     *         "id": 11212620406129,
                     *         "name": "Metered vouchers",
                     *         "expiration_days": null
                     *       },
                     *       {
                     *         "id": 122084928534895,
                     *         "name": "Race vouchers",
                     *         "expiration_days": null
                     *       },
                     *       {
                     *         "id": 37891580093410,
                     *         "name": "Vouchers",
                     *         "expiration_days": 30
                     *       }
                     *     ]
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 3vFDFpxU2BTi */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Coupons mx0zydlt6a5qf",
                 *       "expiration_days": null
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 93676801808844,
                     *       "name": "Coupons mx0zydlt6a5qf",
                     *       "expiration_days": null
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example PZQNMQvqaTFe */
                client_id: string;
                /** @example 82957346762053 */
                category_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Coupons renamed mwvyexky43wm3",
                 *       "expiration_days": 30
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 82957346762053,
                     *       "name": "Coupons renamed mwvyexky43wm3",
                     *       "expiration_days": 30
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example o6q2lEBDUG8y */
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
                    /**
                     * @example [
                     *       {
                     *         "id": "25934771867708",
                     *         "title": "Reward mwvyg7b6cmcfp",
                     *         "description": "",
                     *         "current_quantity": 10,
                     *         "total_quantity": 10,
                     *         "num_points": 100,
                     *         "date_start": null,
                     *         "date_end": null,
                     *         "date_end_redeemable": null,
                     *         "is_enabled": 1,
                     *         "no_end_date": 0,
                     *         "category_id": null,
                     *         "group_id": "25934771867708",
                     *         "max_select_quantity": null,
                     *         "max_per_user": null,
                     *         "is_shipping_required": 0,
                     *         "is_phone_number_required": 0,
                     *         "is_min_age_required": 0,
                     *         "is_digital_download": 0,
                     *         "min_age": null,
                     *         "sweepstakes_winners": null,
                     *         "sweepstake_winners": null,
                     *         "extra_data": null,
                     *         "total_coupons": 0,
                     *         "remaining_coupons": 0,
                     *         "image": null,
                     *         "additional_images": [],
                     *         "color": null,
                     *         "size": null,
                     *         "reward_terms": null,
                     *         "min_tier_id": null,
                     *         "featured": 0,
                     *         "is_hidden": 0,
                     *         "is_locked": 0,
                     *         "is_active": true,
                     *         "coupon_category_id": null,
                     *         "digital_download_url": null,
                     *         "date_created": 1795600959,
                     *         "date_last_updated": 1795600959,
                     *         "variations": []
                     *       },
                     *       {
                     *         "id": "47745819792514",
                     *         "title": "Small",
                     *         "description": "",
                     *         "current_quantity": 1,
                     *         "total_quantity": 1,
                     *         "num_points": 1,
                     *         "date_start": null,
                     *         "date_end": null,
                     *         "date_end_redeemable": null,
                     *         "is_enabled": 1,
                     *         "no_end_date": 0,
                     *         "category_id": null,
                     *         "group_id": "47745819792514",
                     *         "max_select_quantity": null,
                     *         "max_per_user": null,
                     *         "is_shipping_required": 0,
                     *         "is_phone_number_required": 0,
                     *         "is_min_age_required": 0,
                     *         "is_digital_download": 0,
                     *         "min_age": null,
                     *         "sweepstakes_winners": null,
                     *         "sweepstake_winners": null,
                     *         "extra_data": null,
                     *         "total_coupons": 0,
                     *         "remaining_coupons": 0,
                     *         "image": null,
                     *         "additional_images": [],
                     *         "color": null,
                     *         "size": null,
                     *         "reward_terms": null,
                     *         "min_tier_id": null,
                     *         "featured": 0,
                     *         "is_hidden": 0,
                     *         "is_locked": 0,
                     *         "is_active": true,
                     *         "coupon_category_id": null,
                     *         "digital_download_url": null,
                     *         "date_created": 1795600959,
                     *         "date_last_updated": 1795600959,
                     *         "variations": [
                     *           {
                     *             "id": "22768437704968",
                     *             "title": "Small",
                     *             "description": "",
                     *             "current_quantity": 1,
                     *             "total_quantity": 1,
                     *             "num_points": 1,
                     *             "date_start": null,
                     *             "date_end": null,
                     *             "date_end_redeemable": null,
                     *             "is_enabled": 1,
                     *             "no_end_date": 0,
                     *             "category_id": null,
                     *             "group_id": "47745819792514",
                     *             "max_select_quantity": null,
                     *             "max_per_user": null,
                     *             "is_shipping_required": 0,
                     *             "is_phone_number_required": 0,
                     *             "is_min_age_required": 0,
                     *             "is_digital_download": 0,
                     *             "min_age": null,
                     *             "sweepstakes_winners": null,
                     *             "sweepstake_winners": null,
                     *             "extra_data": null,
                     *             "total_coupons": 0,
                     *             "remaining_coupons": 0,
                     *             "image": null,
                     *             "additional_images": [],
                     *             "color": null,
                     *             "size": "S",
                     *             "reward_terms": null,
                     *             "min_tier_id": null,
                     *             "featured": 0,
                     *             "is_hidden": 0,
                     *             "is_locked": 0
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example 3vFDFpxU2BTi */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Free tea",
                 *       "num_points": 10,
                 *       "coupon_category_id": 93676801808844
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": "58648220208584",
                     *       "title": "Free tea",
                     *       "description": "",
                     *       "current_quantity": 0,
                     *       "total_quantity": 0,
                     *       "num_points": 10,
                     *       "date_start": null,
                     *       "date_end": null,
                     *       "date_end_redeemable": null,
                     *       "is_enabled": 1,
                     *       "no_end_date": 0,
                     *       "category_id": null,
                     *       "group_id": "58648220208584",
                     *       "max_select_quantity": null,
                     *       "max_per_user": null,
                     *       "is_shipping_required": 0,
                     *       "is_phone_number_required": 0,
                     *       "is_min_age_required": 0,
                     *       "is_digital_download": 0,
                     *       "min_age": null,
                     *       "sweepstakes_winners": null,
                     *       "sweepstake_winners": null,
                     *       "extra_data": null,
                     *       "total_coupons": 0,
                     *       "remaining_coupons": 0,
                     *       "image": null,
                     *       "additional_images": [],
                     *       "color": null,
                     *       "size": null,
                     *       "reward_terms": null,
                     *       "min_tier_id": null,
                     *       "featured": 0,
                     *       "is_hidden": 0,
                     *       "is_locked": 0,
                     *       "is_active": true,
                     *       "coupon_category_id": 93676801808844,
                     *       "digital_download_url": null,
                     *       "date_created": 1795905817,
                     *       "date_last_updated": 1795905817,
                     *       "variations": []
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example RbHu0FE2_hFI */
                client_id: string;
                /** @example 46381078073301 */
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
                    /**
                     * @example {
                     *       "id": "46381078073301",
                     *       "title": "Hoodie",
                     *       "description": "",
                     *       "current_quantity": 3,
                     *       "total_quantity": 4,
                     *       "num_points": 10,
                     *       "date_start": null,
                     *       "date_end": null,
                     *       "date_end_redeemable": null,
                     *       "is_enabled": 1,
                     *       "no_end_date": 0,
                     *       "category_id": null,
                     *       "group_id": "46381078073301",
                     *       "max_select_quantity": null,
                     *       "max_per_user": null,
                     *       "is_shipping_required": 0,
                     *       "is_phone_number_required": 0,
                     *       "is_min_age_required": 0,
                     *       "is_digital_download": 0,
                     *       "min_age": null,
                     *       "sweepstakes_winners": null,
                     *       "sweepstake_winners": null,
                     *       "extra_data": null,
                     *       "total_coupons": 0,
                     *       "remaining_coupons": 0,
                     *       "image": null,
                     *       "additional_images": [],
                     *       "color": null,
                     *       "size": null,
                     *       "reward_terms": null,
                     *       "min_tier_id": null,
                     *       "featured": 0,
                     *       "is_hidden": 0,
                     *       "is_locked": 0,
                     *       "is_active": true,
                     *       "coupon_category_id": null,
                     *       "digital_download_url": null,
                     *       "date_created": 1795600955,
                     *       "date_last_updated": 1795600955,
                     *       "variations": [
                     *         {
                     *           "id": "25493767621005",
                     *           "title": "Hoodie",
                     *           "description": "",
                     *           "current_quantity": 2,
                     *           "total_quantity": 2,
                     *           "num_points": 10,
                     *           "date_start": null,
                     *           "date_end": null,
                     *           "date_end_redeemable": null,
                     *           "is_enabled": 1,
                     *           "no_end_date": 0,
                     *           "category_id": null,
                     *           "group_id": "46381078073301",
                     *           "max_select_quantity": null,
                     *           "max_per_user": null,
                     *           "is_shipping_required": 0,
                     *           "is_phone_number_required": 0,
                     *           "is_min_age_required": 0,
                     *           "is_digital_download": 0,
                     *           "min_age": null,
                     *           "sweepstakes_winners": null,
                     *           "sweepstake_winners": null,
                     *           "extra_data": null,
                     *           "total_coupons": 0,
                     *           "remaining_coupons": 0,
                     *           "image": null,
                     *           "additional_images": [],
                     *           "color": null,
                     *           "size": "S",
                     *           "reward_terms": null,
                     *           "min_tier_id": null,
                     *           "featured": 0,
                     *           "is_hidden": 0,
                     *           "is_locked": 0
                     *         },
                     *         {
                     *           "id": "95847978927212",
                     *           "title": "Hoodie",
                     *           "description": "",
                     *           "current_quantity": 1,
                     *           "total_quantity": 2,
                     *           "num_points": 10,
                     *           "date_start": null,
                     *           "date_end": null,
                     *           "date_end_redeemable": null,
                     *           "is_enabled": 1,
                     *           "no_end_date": 0,
                     *           "category_id": null,
                     *           "group_id": "46381078073301",
                     *           "max_select_quantity": null,
                     *           "max_per_user": null,
                     *           "is_shipping_required": 0,
                     *           "is_phone_number_required": 0,
                     *           "is_min_age_required": 0,
                     *           "is_digital_download": 0,
                     *           "min_age": null,
                     *           "sweepstakes_winners": null,
                     *           "sweepstake_winners": null,
                     *           "extra_data": null,
                     *           "total_coupons": 0,
                     *           "remaining_coupons": 0,
                     *           "image": null,
                     *           "additional_images": [],
                     *           "color": null,
                     *           "size": "L",
                     *           "reward_terms": null,
                     *           "min_tier_id": null,
                     *           "featured": 0,
                     *           "is_hidden": 0,
                     *           "is_locked": 0
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example PZQNMQvqaTFe */
                client_id: string;
                /** @example 43755973505161 */
                reward_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Jersey",
                 *       "num_points": 10,
                 *       "total_quantity": 120,
                 *       "is_shipping_required": 1,
                 *       "category_id": "9090664685769"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": "43755973505161",
                     *       "title": "Jersey",
                     *       "description": "",
                     *       "current_quantity": 120,
                     *       "total_quantity": 120,
                     *       "num_points": 10,
                     *       "date_start": null,
                     *       "date_end": null,
                     *       "date_end_redeemable": null,
                     *       "is_enabled": 1,
                     *       "no_end_date": 0,
                     *       "category_id": "9090664685769",
                     *       "group_id": "43755973505161",
                     *       "max_select_quantity": null,
                     *       "max_per_user": null,
                     *       "is_shipping_required": 1,
                     *       "is_phone_number_required": 0,
                     *       "is_min_age_required": 0,
                     *       "is_digital_download": 0,
                     *       "min_age": null,
                     *       "sweepstakes_winners": null,
                     *       "sweepstake_winners": null,
                     *       "extra_data": null,
                     *       "total_coupons": 0,
                     *       "remaining_coupons": 0,
                     *       "image": null,
                     *       "additional_images": [],
                     *       "color": null,
                     *       "size": null,
                     *       "reward_terms": null,
                     *       "min_tier_id": null,
                     *       "featured": 0,
                     *       "is_hidden": 0,
                     *       "is_locked": 0,
                     *       "is_active": true,
                     *       "coupon_category_id": null,
                     *       "digital_download_url": null,
                     *       "date_created": 1795600899,
                     *       "date_last_updated": 1795600900,
                     *       "variations": []
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example 3vFDFpxU2BTi */
                client_id: string;
                /** @example 58648220208584 */
                reward_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "codes": [
                 *         "CODE-mx0zydss8z7sk"
                 *       ]
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "reward_id": "58648220208584",
                     *       "batch_num": 1,
                     *       "codes_added": 1,
                     *       "total_coupons": 1,
                     *       "remaining_coupons": 1
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example 60T2KgvdS_BT */
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
                    /**
                     * @example [
                     *       {
                     *         "redeem_order_id": 133052386510251,
                     *         "user_id": 119658711273337,
                     *         "reward_id": "15410945341216",
                     *         "reward_title": "Jersey",
                     *         "quantity": 1,
                     *         "date_created": 1795600977,
                     *         "shipping_state": "NY",
                     *         "shipping_zip": "10001",
                     *         "shipping_first_name": "Ada",
                     *         "shipping_street_address_1": "1 Main St",
                     *         "shipping_city": "New York",
                     *         "shipping_last_name": "Lovelace",
                     *         "shipping_country": "US",
                     *         "date_fulfilled": null,
                     *         "tracking_number": null
                     *       },
                     *       {
                     *         "redeem_order_id": 40384305011201,
                     *         "user_id": 119658711273337,
                     *         "reward_id": "15410945341216",
                     *         "reward_title": "Jersey",
                     *         "quantity": 2,
                     *         "date_created": 1795601037,
                     *         "shipping_state": "NY",
                     *         "shipping_zip": "10001",
                     *         "shipping_first_name": "Ada",
                     *         "shipping_street_address_1": "1 Main St",
                     *         "shipping_city": "New York",
                     *         "shipping_last_name": "Lovelace",
                     *         "shipping_country": "US",
                     *         "date_fulfilled": null,
                     *         "tracking_number": null
                     *       },
                     *       {
                     *         "redeem_order_id": 89047154821383,
                     *         "user_id": 119658711273337,
                     *         "reward_id": "15410945341216",
                     *         "reward_title": "Jersey",
                     *         "quantity": 3,
                     *         "date_created": 1795601097,
                     *         "shipping_state": "NY",
                     *         "shipping_zip": "10001",
                     *         "shipping_first_name": "Ada",
                     *         "shipping_street_address_1": "1 Main St",
                     *         "shipping_city": "New York",
                     *         "shipping_last_name": "Lovelace",
                     *         "shipping_country": "US",
                     *         "date_fulfilled": null,
                     *         "tracking_number": null
                     *       },
                     *       {
                     *         "redeem_order_id": 48646835768241,
                     *         "user_id": 119658711273337,
                     *         "reward_id": "15410945341216",
                     *         "reward_title": "Jersey",
                     *         "quantity": 4,
                     *         "date_created": 1795601157,
                     *         "shipping_state": "NY",
                     *         "shipping_zip": "10001",
                     *         "shipping_first_name": "Ada",
                     *         "shipping_street_address_1": "1 Main St",
                     *         "shipping_city": "New York",
                     *         "shipping_last_name": "Lovelace",
                     *         "shipping_country": "US",
                     *         "date_fulfilled": null,
                     *         "tracking_number": null
                     *       },
                     *       {
                     *         "redeem_order_id": 19359928955169,
                     *         "user_id": 119658711273337,
                     *         "reward_id": "15410945341216",
                     *         "reward_title": "Jersey",
                     *         "quantity": 5,
                     *         "date_created": 1795601217,
                     *         "shipping_state": "NY",
                     *         "shipping_zip": "10001",
                     *         "shipping_first_name": "Ada",
                     *         "shipping_street_address_1": "1 Main St",
                     *         "shipping_city": "New York",
                     *         "shipping_last_name": "Lovelace",
                     *         "shipping_country": "US",
                     *         "date_fulfilled": null,
                     *         "tracking_number": null
                     *       }
                     *     ]
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example PZQNMQvqaTFe */
                client_id: string;
                /** @example 24498521255279 */
                order_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tracking_number": "TRACK-1",
                 *       "date_fulfilled": 1795600901
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "redeem_order_id": 24498521255279,
                     *       "user_id": 126050879592320,
                     *       "reward_id": "43755973505161",
                     *       "reward_title": "Jersey",
                     *       "quantity": 1,
                     *       "date_created": 1795600900,
                     *       "shipping_state": "NY",
                     *       "shipping_zip": "10001",
                     *       "shipping_first_name": "Ada",
                     *       "shipping_street_address_1": "1 Main St",
                     *       "shipping_city": "New York",
                     *       "shipping_last_name": "Lovelace",
                     *       "shipping_country": "US",
                     *       "date_fulfilled": 1795600901,
                     *       "tracking_number": "TRACK-1"
                     *     }
                     */
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListReceipts: {
        parameters: {
            query?: {
                status?: "pending_review" | "approved" | "rejected";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example qYtKU6c0VsKO */
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
                    /**
                     * @example {
                     *       "receipts": [
                     *         {
                     *           "receipt_id": "29328913420880-1795908641-10fa8b07bdfd",
                     *           "member_id": 29328913420880,
                     *           "status": "pending_review",
                     *           "date_submitted": 1795908641,
                     *           "points": null,
                     *           "reason": null,
                     *           "reviewed_by": null,
                     *           "date_reviewed": null,
                     *           "file_name": "receipt.jpg",
                     *           "image_bytes": 134,
                     *           "image_url": "http://localhost/local/exports/receipts/qYtKU6c0VsKO/29328913420880-1795908641-10fa8b07bdfd.jpg?expires=1795912241&signature=MX1btxmvG_W6Mk50DgW-L4oruWolIx7jr1F3Z3MPD5E"
                     *         },
                     *         {
                     *           "receipt_id": "6638499246195-1795908641-036ce659b827",
                     *           "member_id": 6638499246195,
                     *           "status": "pending_review",
                     *           "date_submitted": 1795908641,
                     *           "points": null,
                     *           "reason": null,
                     *           "reviewed_by": null,
                     *           "date_reviewed": null,
                     *           "file_name": "groceries.jpg",
                     *           "image_bytes": 134,
                     *           "image_url": "http://localhost/local/exports/receipts/qYtKU6c0VsKO/6638499246195-1795908641-036ce659b827.jpg?expires=1795912241&signature=E26lOKpvPmTUO2XK-ozxxI1_uipydMJq2gm0E7bMBM0"
                     *         },
                     *         {
                     *           "receipt_id": "85864301829183-1795908641-16cb190bc755",
                     *           "member_id": 85864301829183,
                     *           "status": "pending_review",
                     *           "date_submitted": 1795908641,
                     *           "points": null,
                     *           "reason": null,
                     *           "reviewed_by": null,
                     *           "date_reviewed": null,
                     *           "file_name": "one.jpg",
                     *           "image_bytes": 134,
                     *           "image_url": "http://localhost/local/exports/receipts/qYtKU6c0VsKO/85864301829183-1795908641-16cb190bc755.jpg?expires=1795912241&signature=iJqMXzyShK9iBBaxfGzJHTmSFKFrNMF9CHd__5q6APo"
                     *         },
                     *         {
                     *           "receipt_id": "85864301829183-1795908641-17b23c6efef6",
                     *           "member_id": 85864301829183,
                     *           "status": "pending_review",
                     *           "date_submitted": 1795908641,
                     *           "points": null,
                     *           "reason": null,
                     *           "reviewed_by": null,
                     *           "date_reviewed": null,
                     *           "file_name": "two.jpg",
                     *           "image_bytes": 134,
                     *           "image_url": "http://localhost/local/exports/receipts/qYtKU6c0VsKO/85864301829183-1795908641-17b23c6efef6.jpg?expires=1795912241&signature=zhrZjwliCc_RA9pkY4NFlT2C_h-SFfewmjicRPTIGx0"
                     *         },
                     *         {
                     *           "receipt_id": "85864301829183-1795908641-19493a7c3f1c",
                     *           "member_id": 85864301829183,
                     *           "status": "pending_review",
                     *           "date_submitted": 1795908641,
                     *           "points": null,
                     *           "reason": null,
                     *           "reviewed_by": null,
                     *           "date_reviewed": null,
                     *           "file_name": "three.jpg",
                     *           "image_bytes": 134,
                     *           "image_url": "http://localhost/local/exports/receipts/qYtKU6c0VsKO/85864301829183-1795908641-19493a7c3f1c.jpg?expires=1795912241&signature=dM8LA8t93_eacReG8xZ92NiDe_GEmLjj6Ihk4pSuHj4"
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        receipts: {
                            receipt_id: string;
                            member_id: number;
                            /** @enum {string} */
                            status: "pending_review" | "approved" | "rejected";
                            date_submitted: number;
                            points: number | null;
                            reason: string | null;
                            reviewed_by: string | null;
                            date_reviewed: number | null;
                            file_name: string;
                            image_bytes: number;
                            image_url: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminApproveReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example qYtKU6c0VsKO */
                client_id: string;
                /** @example 73015487359204-1795908641-1f441d4ccfbf */
                receipt_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "points": 40
                 *     }
                 */
                "application/json": {
                    points: number;
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
                    /**
                     * @example {
                     *       "receipt_id": "73015487359204-1795908641-1f441d4ccfbf",
                     *       "member_id": 73015487359204,
                     *       "status": "approved",
                     *       "date_submitted": 1795908641,
                     *       "points": 40,
                     *       "reason": null,
                     *       "reviewed_by": "supportmx11mvto1o643@operators.example.com",
                     *       "date_reviewed": 1795908641
                     *     }
                     */
                    "application/json": {
                        receipt_id: string;
                        member_id: number;
                        /** @enum {string} */
                        status: "pending_review" | "approved" | "rejected";
                        date_submitted: number;
                        points: number | null;
                        reason: string | null;
                        reviewed_by: string | null;
                        date_reviewed: number | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminRejectReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example qYtKU6c0VsKO */
                client_id: string;
                /** @example 25134805462834-1795908641-2e69df473afc */
                receipt_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "The total is not readable."
                 *     }
                 */
                "application/json": {
                    reason: string;
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
                    /**
                     * @example {
                     *       "receipt_id": "25134805462834-1795908641-2e69df473afc",
                     *       "member_id": 25134805462834,
                     *       "status": "rejected",
                     *       "date_submitted": 1795908641,
                     *       "points": null,
                     *       "reason": "The total is not readable.",
                     *       "reviewed_by": "supportmx11mvto1o643@operators.example.com",
                     *       "date_reviewed": 1795908641
                     *     }
                     */
                    "application/json": {
                        receipt_id: string;
                        member_id: number;
                        /** @enum {string} */
                        status: "pending_review" | "approved" | "rejected";
                        date_submitted: number;
                        points: number | null;
                        reason: string | null;
                        reviewed_by: string | null;
                        date_reviewed: number | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example ZO_XtJk4ZPbV */
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
                    /**
                     * @example [
                     *       {
                     *         "id": 88928081,
                     *         "name": "Bactmwvyfay86pjnc",
                     *         "title": "Bacttitlemwvyfay87l43g",
                     *         "description": "",
                     *         "num_points": 40,
                     *         "image": null,
                     *         "category_id": null,
                     *         "category_name": null,
                     *         "type_id": null,
                     *         "type_name": null,
                     *         "activity_channel_id": null,
                     *         "activity_channel_name": null,
                     *         "freq_cap": null,
                     *         "freq_period_id": null,
                     *         "freq_period_name": null,
                     *         "freq_num_required_attempts": null,
                     *         "redirect_url": null,
                     *         "points_on_click": false,
                     *         "action_tags": null,
                     *         "extra_data": null,
                     *         "public_title": null,
                     *         "public_description": null,
                     *         "is_active": true,
                     *         "date_created": 1795600917,
                     *         "date_last_updated": 1795600917,
                     *         "kind": "standard",
                     *         "questions": null
                     *       },
                     *       {
                     *         "id": 1602309528,
                     *         "name": "Bcampaignmwvyfay897us9",
                     *         "title": "Bcampaignmwvyfay897us9",
                     *         "description": "Enter the code printed under the cap",
                     *         "num_points": 25,
                     *         "image": "https://example.com/cap.png",
                     *         "category_id": 3,
                     *         "category_name": "Interact",
                     *         "type_id": 8,
                     *         "type_name": "Code Redemption",
                     *         "activity_channel_id": 3,
                     *         "activity_channel_name": "code redemption other",
                     *         "freq_cap": null,
                     *         "freq_period_id": null,
                     *         "freq_period_name": null,
                     *         "freq_num_required_attempts": null,
                     *         "redirect_url": null,
                     *         "points_on_click": false,
                     *         "action_tags": null,
                     *         "extra_data": null,
                     *         "public_title": "Bcampaignmwvyfay897us9",
                     *         "public_description": "Enter the code printed under the cap",
                     *         "is_active": true,
                     *         "date_created": 1795600917,
                     *         "date_last_updated": 1795600917,
                     *         "kind": "standard",
                     *         "questions": null
                     *       }
                     *     ]
                     */
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
                        /** @enum {string} */
                        kind: "standard" | "survey";
                        questions: {
                            id: number;
                            text: string;
                            /** @enum {string} */
                            type: "text" | "number" | "choice";
                            choices?: {
                                id: number;
                                text: string;
                            }[];
                            /** @default false */
                            multiple: boolean;
                            /** @default true */
                            required: boolean;
                        }[] | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example _dG983lzCxkt */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Fan survey",
                 *       "title": "Check in at the stadium",
                 *       "num_points": 40,
                 *       "kind": "survey",
                 *       "questions": [
                 *         {
                 *           "id": 1,
                 *           "text": "Which stand do you sit in?",
                 *           "type": "choice",
                 *           "choices": [
                 *             {
                 *               "id": 1,
                 *               "text": "North"
                 *             },
                 *             {
                 *               "id": 2,
                 *               "text": "South"
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "id": 2,
                 *           "text": "How many matches did you see this season?",
                 *           "type": "number"
                 *         },
                 *         {
                 *           "id": 3,
                 *           "text": "What would you change?",
                 *           "type": "text",
                 *           "required": false
                 *         },
                 *         {
                 *           "id": 4,
                 *           "text": "What do you buy at the ground?",
                 *           "type": "choice",
                 *           "multiple": true,
                 *           "required": false,
                 *           "choices": [
                 *             {
                 *               "id": 7,
                 *               "text": "Pies"
                 *             },
                 *             {
                 *               "id": 8,
                 *               "text": "Scarves"
                 *             },
                 *             {
                 *               "id": 9,
                 *               "text": "Programmes"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
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
                    /** @enum {string} */
                    kind?: "standard" | "survey";
                    questions?: {
                        id: number;
                        text: string;
                        /** @enum {string} */
                        type: "text" | "number" | "choice";
                        choices?: {
                            id: number;
                            text: string;
                        }[];
                        /** @default false */
                        multiple?: boolean;
                        /** @default true */
                        required?: boolean;
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
                    /**
                     * @example {
                     *       "id": 2051625105,
                     *       "name": "Fan survey",
                     *       "title": "Check in at the stadium",
                     *       "description": "",
                     *       "num_points": 40,
                     *       "image": null,
                     *       "category_id": null,
                     *       "category_name": null,
                     *       "type_id": null,
                     *       "type_name": null,
                     *       "activity_channel_id": null,
                     *       "activity_channel_name": null,
                     *       "freq_cap": null,
                     *       "freq_period_id": null,
                     *       "freq_period_name": null,
                     *       "freq_num_required_attempts": null,
                     *       "redirect_url": null,
                     *       "points_on_click": false,
                     *       "action_tags": null,
                     *       "extra_data": null,
                     *       "public_title": null,
                     *       "public_description": null,
                     *       "is_active": true,
                     *       "date_created": 1795907567,
                     *       "date_last_updated": 1795907567,
                     *       "kind": "survey",
                     *       "questions": [
                     *         {
                     *           "id": 1,
                     *           "text": "Which stand do you sit in?",
                     *           "type": "choice",
                     *           "choices": [
                     *             {
                     *               "id": 1,
                     *               "text": "North"
                     *             },
                     *             {
                     *               "id": 2,
                     *               "text": "South"
                     *             }
                     *           ],
                     *           "multiple": false,
                     *           "required": true
                     *         },
                     *         {
                     *           "id": 2,
                     *           "text": "How many matches did you see this season?",
                     *           "type": "number",
                     *           "multiple": false,
                     *           "required": true
                     *         },
                     *         {
                     *           "id": 3,
                     *           "text": "What would you change?",
                     *           "type": "text",
                     *           "multiple": false,
                     *           "required": false
                     *         },
                     *         {
                     *           "id": 4,
                     *           "text": "What do you buy at the ground?",
                     *           "type": "choice",
                     *           "choices": [
                     *             {
                     *               "id": 7,
                     *               "text": "Pies"
                     *             },
                     *             {
                     *               "id": 8,
                     *               "text": "Scarves"
                     *             },
                     *             {
                     *               "id": 9,
                     *               "text": "Programmes"
                     *             }
                     *           ],
                     *           "multiple": true,
                     *           "required": false
                     *         }
                     *       ]
                     *     }
                     */
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
                        /** @enum {string} */
                        kind: "standard" | "survey";
                        questions: {
                            id: number;
                            text: string;
                            /** @enum {string} */
                            type: "text" | "number" | "choice";
                            choices?: {
                                id: number;
                                text: string;
                            }[];
                            /** @default false */
                            multiple: boolean;
                            /** @default true */
                            required: boolean;
                        }[] | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
                /** @example _dG983lzCxkt */
                client_id: string;
                /** @example 2051625105 */
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
                    /**
                     * @example {
                     *       "id": 2051625105,
                     *       "name": "Fan survey",
                     *       "title": "Check in at the stadium",
                     *       "description": "",
                     *       "num_points": 40,
                     *       "image": null,
                     *       "category_id": null,
                     *       "category_name": null,
                     *       "type_id": null,
                     *       "type_name": null,
                     *       "activity_channel_id": null,
                     *       "activity_channel_name": null,
                     *       "freq_cap": null,
                     *       "freq_period_id": null,
                     *       "freq_period_name": null,
                     *       "freq_num_required_attempts": null,
                     *       "redirect_url": null,
                     *       "points_on_click": false,
                     *       "action_tags": null,
                     *       "extra_data": null,
                     *       "public_title": null,
                     *       "public_description": null,
                     *       "is_active": true,
                     *       "date_created": 1795907567,
                     *       "date_last_updated": 1795907567,
                     *       "kind": "survey",
                     *       "questions": [
                     *         {
                     *           "id": 1,
                     *           "text": "Which stand do you sit in?",
                     *           "type": "choice",
                     *           "choices": [
                     *             {
                     *               "id": 1,
                     *               "text": "North"
                     *             },
                     *             {
                     *               "id": 2,
                     *               "text": "South"
                     *             }
                     *           ],
                     *           "multiple": false,
                     *           "required": true
                     *         },
                     *         {
                     *           "id": 2,
                     *           "text": "How many matches did you see this season?",
                     *           "type": "number",
                     *           "multiple": false,
                     *           "required": true
                     *         },
                     *         {
                     *           "id": 3,
                     *           "text": "What would you change?",
                     *           "type": "text",
                     *           "multiple": false,
                     *           "required": false
                     *         },
                     *         {
                     *           "id": 4,
                     *           "text": "What do you buy at the ground?",
                     *           "type": "choice",
                     *           "choices": [
                     *             {
                     *               "id": 7,
                     *               "text": "Pies"
                     *             },
                     *             {
                     *               "id": 8,
                     *               "text": "Scarves"
                     *             },
                     *             {
                     *               "id": 9,
                     *               "text": "Programmes"
                     *             }
                     *           ],
                     *           "multiple": true,
                     *           "required": false
                     *         }
                     *       ]
                     *     }
                     */
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
                        /** @enum {string} */
                        kind: "standard" | "survey";
                        questions: {
                            id: number;
                            text: string;
                            /** @enum {string} */
                            type: "text" | "number" | "choice";
                            choices?: {
                                id: number;
                                text: string;
                            }[];
                            /** @default false */
                            multiple: boolean;
                            /** @default true */
                            required: boolean;
                        }[] | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
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
                /** @example GjJcxVaymybB */
                client_id: string;
                /** @example 1635239993 */
                activity_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Soon gone",
                 *       "title": "Soon gone",
                 *       "num_points": 3,
                 *       "is_active": false
                 *     }
                 */
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
                    /** @enum {string} */
                    kind?: "standard" | "survey";
                    questions?: {
                        id: number;
                        text: string;
                        /** @enum {string} */
                        type: "text" | "number" | "choice";
                        choices?: {
                            id: number;
                            text: string;
                        }[];
                        /** @default false */
                        multiple?: boolean;
                        /** @default true */
                        required?: boolean;
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
                    /**
                     * @example {
                     *       "id": 1635239993,
                     *       "name": "Soon gone",
                     *       "title": "Soon gone",
                     *       "description": "",
                     *       "num_points": 3,
                     *       "image": null,
                     *       "category_id": null,
                     *       "category_name": null,
                     *       "type_id": null,
                     *       "type_name": null,
                     *       "activity_channel_id": null,
                     *       "activity_channel_name": null,
                     *       "freq_cap": null,
                     *       "freq_period_id": null,
                     *       "freq_period_name": null,
                     *       "freq_num_required_attempts": null,
                     *       "redirect_url": null,
                     *       "points_on_click": false,
                     *       "action_tags": null,
                     *       "extra_data": null,
                     *       "public_title": null,
                     *       "public_description": null,
                     *       "is_active": false,
                     *       "date_created": 1795905814,
                     *       "date_last_updated": 1795905814,
                     *       "kind": "standard",
                     *       "questions": null
                     *     }
                     */
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
                        /** @enum {string} */
                        kind: "standard" | "survey";
                        questions: {
                            id: number;
                            text: string;
                            /** @enum {string} */
                            type: "text" | "number" | "choice";
                            choices?: {
                                id: number;
                                text: string;
                            }[];
                            /** @default false */
                            multiple: boolean;
                            /** @default true */
                            required: boolean;
                        }[] | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListImports: {
        parameters: {
            query?: {
                /** @example 2 */
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example dMgGeWFEGDD_ */
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
                    /**
                     * @example {
                     *       "imports": [
                     *         {
                     *           "import_id": "imp_0mwwr7jn4WMTVe3Mu",
                     *           "kind": "reward_codes",
                     *           "format": "ndjson",
                     *           "file_name": null,
                     *           "status": "awaiting_upload",
                     *           "rows_total": null,
                     *           "rows_done": 0,
                     *           "rows_failed": 0,
                     *           "rows_skipped": 0,
                     *           "failure": null,
                     *           "created_at": 1795649264,
                     *           "started_at": null,
                     *           "finished_at": null
                     *         },
                     *         {
                     *           "import_id": "imp_0mwwr7jmnr3AHVB71",
                     *           "kind": "reward_codes",
                     *           "format": "ndjson",
                     *           "file_name": null,
                     *           "status": "awaiting_upload",
                     *           "rows_total": null,
                     *           "rows_done": 0,
                     *           "rows_failed": 0,
                     *           "rows_skipped": 0,
                     *           "failure": null,
                     *           "created_at": 1795649264,
                     *           "started_at": null,
                     *           "finished_at": null
                     *         }
                     *       ],
                     *       "next_cursor": "imp_0mwwr7jmnr3AHVB71"
                     *     }
                     */
                    "application/json": {
                        imports: {
                            import_id: string;
                            /** @enum {string} */
                            kind: "members" | "activity_credits" | "purchases" | "reward_codes";
                            /** @enum {string} */
                            format: "csv" | "ndjson";
                            file_name: string | null;
                            /** @enum {string} */
                            status: "awaiting_upload" | "validating" | "running" | "completed" | "completed_with_errors" | "failed" | "cancelled";
                            rows_total: number | null;
                            rows_done: number;
                            rows_failed: number;
                            rows_skipped: number;
                            failure: string | null;
                            created_at: number;
                            started_at: number | null;
                            finished_at: number | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminCreateImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example OPo96tUx2Vp3 */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "activity_credits",
                 *       "format": "ndjson",
                 *       "file_name": "test.ndjson"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    kind: "members" | "activity_credits" | "purchases" | "reward_codes";
                    /** @enum {string} */
                    format: "csv" | "ndjson";
                    file_name?: string;
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
                    /**
                     * @example {
                     *       "import_id": "imp_0mwwr72lfZciTIv-7",
                     *       "kind": "activity_credits",
                     *       "format": "ndjson",
                     *       "file_name": "test.ndjson",
                     *       "status": "awaiting_upload",
                     *       "rows_total": null,
                     *       "rows_done": 0,
                     *       "rows_failed": 0,
                     *       "rows_skipped": 0,
                     *       "failure": null,
                     *       "created_at": 1795649242,
                     *       "started_at": null,
                     *       "finished_at": null,
                     *       "upload": {
                     *         "url": "http://localhost/local/files/imports/OPo96tUx2Vp3/imp_0mwwr72lfZciTIv-7/file?expires=1795652842&signature=M3i87gzxYWHXzwLMO1jpvVr0hbJnII9013Tlffs-Ons",
                     *         "method": "PUT",
                     *         "headers": {},
                     *         "expires_at": 1795652842
                     *       }
                     *     }
                     */
                    "application/json": {
                        import_id: string;
                        /** @enum {string} */
                        kind: "members" | "activity_credits" | "purchases" | "reward_codes";
                        /** @enum {string} */
                        format: "csv" | "ndjson";
                        file_name: string | null;
                        /** @enum {string} */
                        status: "awaiting_upload" | "validating" | "running" | "completed" | "completed_with_errors" | "failed" | "cancelled";
                        rows_total: number | null;
                        rows_done: number;
                        rows_failed: number;
                        rows_skipped: number;
                        failure: string | null;
                        created_at: number;
                        started_at: number | null;
                        finished_at: number | null;
                        upload: {
                            url: string;
                            /** @constant */
                            method: "PUT";
                            headers: {
                                [key: string]: string;
                            };
                            expires_at: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example OPo96tUx2Vp3 */
                client_id: string;
                /** @example imp_0mwwr739sllM3raWi */
                import_id: string;
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
                    /**
                     * @example {
                     *       "import_id": "imp_0mwwr739sllM3raWi",
                     *       "kind": "activity_credits",
                     *       "format": "ndjson",
                     *       "file_name": "test.ndjson",
                     *       "status": "failed",
                     *       "rows_total": null,
                     *       "rows_done": 0,
                     *       "rows_failed": 0,
                     *       "rows_skipped": 0,
                     *       "failure": "not an NDJSON file: its first line is not a JSON object",
                     *       "created_at": 1795649242,
                     *       "started_at": 1795649242,
                     *       "finished_at": 1795649242
                     *     }
                     */
                    "application/json": {
                        import_id: string;
                        /** @enum {string} */
                        kind: "members" | "activity_credits" | "purchases" | "reward_codes";
                        /** @enum {string} */
                        format: "csv" | "ndjson";
                        file_name: string | null;
                        /** @enum {string} */
                        status: "awaiting_upload" | "validating" | "running" | "completed" | "completed_with_errors" | "failed" | "cancelled";
                        rows_total: number | null;
                        rows_done: number;
                        rows_failed: number;
                        rows_skipped: number;
                        failure: string | null;
                        created_at: number;
                        started_at: number | null;
                        finished_at: number | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListImportErrors: {
        parameters: {
            query?: {
                /** @example 2 */
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example OPo96tUx2Vp3 */
                client_id: string;
                /** @example imp_0mwwr70cjqAsQUvuS */
                import_id: string;
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
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "line": 5,
                     *           "field": "user_id",
                     *           "code": "not_found",
                     *           "message": "user does not exist"
                     *         },
                     *         {
                     *           "line": 6,
                     *           "field": "num_points",
                     *           "code": "invalid_value",
                     *           "message": "num_points: Invalid input: expected number, received string"
                     *         }
                     *       ],
                     *       "next_cursor": "6"
                     *     }
                     */
                    "application/json": {
                        errors: {
                            line: number;
                            field: string | null;
                            /** @enum {string} */
                            code: "parse_error" | "invalid_value" | "missing_value" | "not_found" | "refused";
                            message: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminCancelImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example OPo96tUx2Vp3 */
                client_id: string;
                /** @example imp_0mwwr7gmptcnUjQ_q */
                import_id: string;
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
                    /**
                     * @example {
                     *       "import_id": "imp_0mwwr7gmptcnUjQ_q",
                     *       "kind": "activity_credits",
                     *       "format": "csv",
                     *       "file_name": null,
                     *       "status": "cancelled",
                     *       "rows_total": 90,
                     *       "rows_done": 40,
                     *       "rows_failed": 0,
                     *       "rows_skipped": 0,
                     *       "failure": null,
                     *       "created_at": 1795649260,
                     *       "started_at": 1795649260,
                     *       "finished_at": 1795649263
                     *     }
                     */
                    "application/json": {
                        import_id: string;
                        /** @enum {string} */
                        kind: "members" | "activity_credits" | "purchases" | "reward_codes";
                        /** @enum {string} */
                        format: "csv" | "ndjson";
                        file_name: string | null;
                        /** @enum {string} */
                        status: "awaiting_upload" | "validating" | "running" | "completed" | "completed_with_errors" | "failed" | "cancelled";
                        rows_total: number | null;
                        rows_done: number;
                        rows_failed: number;
                        rows_skipped: number;
                        failure: string | null;
                        created_at: number;
                        started_at: number | null;
                        finished_at: number | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListOperators: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
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
                        operators: {
                            operator_id: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "manager" | "support" | "viewer";
                            /** @enum {string} */
                            status: "invited" | "active" | "disabled";
                            created_at: number;
                            invited_by: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminInviteOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "owner" | "manager" | "support" | "viewer";
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
                        operator_id: string;
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "manager" | "support" | "viewer";
                        /** @enum {string} */
                        status: "invited" | "active" | "disabled";
                        created_at: number;
                        invited_by: string;
                        updated_at: number;
                        temporary_password: string | null;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminChangeOperatorRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operator_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "manager" | "support" | "viewer";
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
                        operator_id: string;
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "manager" | "support" | "viewer";
                        /** @enum {string} */
                        status: "invited" | "active" | "disabled";
                        created_at: number;
                        invited_by: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminDisableOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operator_id: string;
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
                        operator_id: string;
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "manager" | "support" | "viewer";
                        /** @enum {string} */
                        status: "invited" | "active" | "disabled";
                        created_at: number;
                        invited_by: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminEnableOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operator_id: string;
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
                        operator_id: string;
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "manager" | "support" | "viewer";
                        /** @enum {string} */
                        status: "invited" | "active" | "disabled";
                        created_at: number;
                        invited_by: string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListExports: {
        parameters: {
            query?: {
                /** @example 2 */
                limit?: number;
                /** @example exp_0mwwwkx07EIGdacth */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example h-7qEg4ILFno */
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
                    /**
                     * @example {
                     *       "exports": [
                     *         {
                     *           "export_id": "exp_0mwwwkwpkcmZ_7QrC",
                     *           "kind": "redemptions",
                     *           "format": "ndjson",
                     *           "status": "completed",
                     *           "rows": 1,
                     *           "since": null,
                     *           "until": null,
                     *           "day": null,
                     *           "failure": null,
                     *           "created_at": 1795658285,
                     *           "started_at": 1795658285,
                     *           "finished_at": 1795658286,
                     *           "download": {
                     *             "url": "http://localhost/local/exports/exports/h-7qEg4ILFno/exp_0mwwwkwpkcmZ_7QrC/redemptions.ndjson.gz?expires=1795661887&signature=q6pFA1GM70nwDC6CP2HPo7Bd_TVRaZqGSaAkZ4i9Pvg",
                     *             "expires_at": 1795661887
                     *           }
                     *         },
                     *         {
                     *           "export_id": "exp_0mwwwkweoPho-ZFhT",
                     *           "kind": "redemptions",
                     *           "format": "csv",
                     *           "status": "completed",
                     *           "rows": 1,
                     *           "since": null,
                     *           "until": null,
                     *           "day": null,
                     *           "failure": null,
                     *           "created_at": 1795658285,
                     *           "started_at": 1795658285,
                     *           "finished_at": 1795658285,
                     *           "download": {
                     *             "url": "http://localhost/local/exports/exports/h-7qEg4ILFno/exp_0mwwwkweoPho-ZFhT/redemptions.csv.gz?expires=1795661887&signature=YRp9Fgbzlku85WEdxZxbe38lRVILV8G9R0iRA0ijS6g",
                     *             "expires_at": 1795661887
                     *           }
                     *         }
                     *       ],
                     *       "next_cursor": "exp_0mwwwkweoPho-ZFhT"
                     *     }
                     */
                    "application/json": {
                        exports: {
                            export_id: string;
                            /** @enum {string} */
                            kind: "members" | "ledger" | "redemptions" | "points_expiration";
                            /** @enum {string} */
                            format: "csv" | "ndjson";
                            /** @enum {string} */
                            status: "queued" | "running" | "completed" | "failed";
                            rows: number;
                            since: number | null;
                            until: number | null;
                            day: string | null;
                            failure: string | null;
                            created_at: number;
                            started_at: number | null;
                            finished_at: number | null;
                            download?: {
                                url: string;
                                expires_at: number;
                            };
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminCreateExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0_Sac8hJMl-6 */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "members",
                 *       "format": "ndjson",
                 *       "since": "2026-11-29T01:57:08.000Z"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    kind: "members" | "ledger" | "redemptions" | "points_expiration";
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "ndjson";
                    since?: number | string;
                    until?: number | string;
                };
            };
        };
        responses: {
            /** @description Accepted: queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "export_id": "exp_0mwwwkzbd3tDgAi2x",
                     *       "kind": "members",
                     *       "format": "ndjson",
                     *       "status": "queued",
                     *       "rows": 0,
                     *       "since": 1795917428,
                     *       "until": null,
                     *       "day": null,
                     *       "failure": null,
                     *       "created_at": 1795917489,
                     *       "started_at": null,
                     *       "finished_at": null
                     *     }
                     */
                    "application/json": {
                        export_id: string;
                        /** @enum {string} */
                        kind: "members" | "ledger" | "redemptions" | "points_expiration";
                        /** @enum {string} */
                        format: "csv" | "ndjson";
                        /** @enum {string} */
                        status: "queued" | "running" | "completed" | "failed";
                        rows: number;
                        since: number | null;
                        until: number | null;
                        day: string | null;
                        failure: string | null;
                        created_at: number;
                        started_at: number | null;
                        finished_at: number | null;
                        download?: {
                            url: string;
                            expires_at: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example h-7qEg4ILFno */
                client_id: string;
                /** @example exp_0mwwwkxj82qCy9oAo */
                export_id: string;
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
                    /**
                     * @example {
                     *       "export_id": "exp_0mwwwkxj82qCy9oAo",
                     *       "kind": "points_expiration",
                     *       "format": "ndjson",
                     *       "status": "completed",
                     *       "rows": 7,
                     *       "since": null,
                     *       "until": null,
                     *       "day": null,
                     *       "failure": null,
                     *       "created_at": 1795658286,
                     *       "started_at": 1795658286,
                     *       "finished_at": 1795658287,
                     *       "download": {
                     *         "url": "http://localhost/local/exports/exports/h-7qEg4ILFno/exp_0mwwwkxj82qCy9oAo/points_expiration.ndjson.gz?expires=1795661887&signature=M2wDEAZ3-YPvSe7Zgaq5OZNuVHXilXeF_A0uAAcd-xs",
                     *         "expires_at": 1795661887
                     *       }
                     *     }
                     */
                    "application/json": {
                        export_id: string;
                        /** @enum {string} */
                        kind: "members" | "ledger" | "redemptions" | "points_expiration";
                        /** @enum {string} */
                        format: "csv" | "ndjson";
                        /** @enum {string} */
                        status: "queued" | "running" | "completed" | "failed";
                        rows: number;
                        since: number | null;
                        until: number | null;
                        day: string | null;
                        failure: string | null;
                        created_at: number;
                        started_at: number | null;
                        finished_at: number | null;
                        download?: {
                            url: string;
                            expires_at: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListProgramAudit: {
        parameters: {
            query?: {
                actor?: string;
                since?: string;
                until?: string;
                cursor?: string;
                limit?: number;
                member_id?: number;
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
                        entries: {
                            entry_id: string;
                            at: string;
                            actor: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "support" | "viewer";
                            };
                            operation: string;
                            route: string;
                            request_id: string;
                            targets: {
                                [key: string]: string;
                            };
                            changes: unknown;
                            before: unknown;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminListDeploymentAudit: {
        parameters: {
            query?: {
                actor?: string;
                since?: string;
                until?: string;
                cursor?: string;
                limit?: number;
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
                        entries: {
                            entry_id: string;
                            at: string;
                            actor: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "support" | "viewer";
                            };
                            operation: string;
                            route: string;
                            request_id: string;
                            targets: {
                                [key: string]: string;
                            };
                            changes: unknown;
                            before: unknown;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetReportSummary: {
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
                        members: number;
                        outstanding_points: number;
                        points_issued: number;
                        points_redeemed: number;
                        points_expired: number;
                        members_by_tier: {
                            tier_id: string | null;
                            title: string | null;
                            members: number;
                        }[];
                        as_of: string;
                        rebuild: {
                            /** @enum {string} */
                            status: "queued" | "running";
                            requested_at: string;
                            cutoff: string;
                            members_counted: number;
                        } | null;
                    };
                    "text/csv": string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetDailyReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                metrics?: string;
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
                        from: string;
                        to: string;
                        metrics: ("members_created" | "members_deleted" | "points_issued" | "points_credited_activity" | "points_credited_purchase" | "points_credited_campaign_code" | "points_credited_receipt" | "points_credited_adjustment" | "points_credited_import" | "points_redeemed" | "points_expired" | "points_returned" | "points_removed" | "points_restored" | "redemptions" | "activity_credits" | "coupons_used" | "webhook_deliveries_succeeded" | "webhook_deliveries_failed" | "outstanding_points")[];
                        days: ({
                            date: string;
                        } & {
                            [key: string]: number;
                        })[];
                    };
                    "text/csv": string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminGetTopReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                kind?: "rewards" | "activities";
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
                        /** @enum {string} */
                        kind: "rewards" | "activities";
                        from: string;
                        to: string;
                        items: {
                            id: string;
                            name: string | null;
                            count: number;
                            points: number;
                        }[];
                    };
                    "text/csv": string;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    AdminRebuildReports: {
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
            /** @description Accepted: queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "queued" | "running";
                        requested_at: string;
                        cutoff: string;
                        members_counted: number;
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
            /** @description `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unavailable";
                        message: string;
                    };
                };
            };
            /** @description `outcome_unknown` */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "outcome_unknown";
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
  "POST /v2/users/{user_id}/receipts/submit",
  "POST /v2/purchases",
  "POST /purchase",
  "POST /v2/purchases/return",
  "POST /return",
  "DELETE /v2/purchases/return/{return_id}",
  "DELETE /return/{return_id}",
  "POST /v2/users/{user_id}/redemption",
  "POST /v2/coupon/use",
  "POST /v2/coupon/unuse",
  "POST /v2.1/users/{user_id}/survey/{activity_id}/response",
  "DELETE /admin/v1/clients/{client_id}/members/{member_id}"
]);

/** The roles each operator operation admits (its x-roles), by "METHOD /path". */
export const operationRoles = {
  "POST /admin/v1/clients": ["owner", "manager"],
  "GET /admin/v1/clients": ["owner", "manager", "support", "viewer"],
  "POST /admin/v1/clients/{client_id}/api_keys": ["owner"],
  "GET /admin/v1/clients/{client_id}/api_keys": ["owner", "manager", "support", "viewer"],
  "DELETE /admin/v1/clients/{client_id}/api_keys/{key_id}": ["owner"],
  "POST /admin/v1/clients/{client_id}/members/{member_id}/points_adjustments": ["owner", "manager", "support"],
  "GET /admin/v1/clients/{client_id}/members/{member_id}/points_adjustments": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/members/{member_id}/export": ["owner", "manager", "support"],
  "GET /admin/v1/clients/{client_id}/members/{member_id}": ["owner", "manager", "support", "viewer"],
  "DELETE /admin/v1/clients/{client_id}/members/{member_id}": ["owner", "manager", "support"],
  "GET /admin/v1/clients/{client_id}/members/{member_id}/ledger": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/members/{member_id}/redemptions": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/members/{member_id}/purchases": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/members/{member_id}/coupons": ["owner", "manager", "support", "viewer"],
  "POST /admin/v1/clients/{client_id}/signing_keys": ["owner"],
  "GET /admin/v1/clients/{client_id}/signing_keys": ["owner", "manager", "support", "viewer"],
  "DELETE /admin/v1/clients/{client_id}/signing_keys/{public_key}": ["owner"],
  "POST /admin/v1/clients/{client_id}/webhooks": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/webhooks": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/webhooks/{webhook_id}": ["owner", "manager", "support", "viewer"],
  "PUT /admin/v1/clients/{client_id}/webhooks/{webhook_id}": ["owner", "manager"],
  "DELETE /admin/v1/clients/{client_id}/webhooks/{webhook_id}": ["owner", "manager"],
  "POST /admin/v1/clients/{client_id}/webhooks/{webhook_id}/rotate_secret": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries": ["owner", "manager", "support", "viewer"],
  "POST /admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/replay": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/settings": ["owner", "manager", "support", "viewer"],
  "PUT /admin/v1/clients/{client_id}/settings": ["owner", "manager"],
  "PATCH /admin/v1/clients/{client_id}/settings": ["owner", "manager"],
  "POST /admin/v1/clients/{client_id}/code_redemption_campaigns": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/code_redemption_campaigns": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}": ["owner", "manager", "support", "viewer"],
  "PUT /admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}": ["owner", "manager"],
  "POST /admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}": ["owner", "manager", "support", "viewer"],
  "DELETE /admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}": ["owner", "manager"],
  "POST /admin/v1/clients/{client_id}/reward_categories": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/reward_categories": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/reward_categories/{category_id}": ["owner", "manager", "support", "viewer"],
  "PUT /admin/v1/clients/{client_id}/reward_categories/{category_id}": ["owner", "manager"],
  "POST /admin/v1/clients/{client_id}/coupon_categories": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/coupon_categories": ["owner", "manager", "support", "viewer"],
  "PUT /admin/v1/clients/{client_id}/coupon_categories/{category_id}": ["owner", "manager"],
  "POST /admin/v1/clients/{client_id}/rewards": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/rewards": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/rewards/{reward_id}": ["owner", "manager", "support", "viewer"],
  "PUT /admin/v1/clients/{client_id}/rewards/{reward_id}": ["owner", "manager"],
  "POST /admin/v1/clients/{client_id}/rewards/{reward_id}/codes": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/orders/awaiting_fulfilment": ["owner", "manager", "support", "viewer"],
  "PUT /admin/v1/clients/{client_id}/orders/{order_id}/fulfilment": ["owner", "manager", "support"],
  "GET /admin/v1/clients/{client_id}/receipts": ["owner", "manager", "support"],
  "POST /admin/v1/clients/{client_id}/receipts/{receipt_id}/approve": ["owner", "manager", "support"],
  "POST /admin/v1/clients/{client_id}/receipts/{receipt_id}/reject": ["owner", "manager", "support"],
  "POST /admin/v1/clients/{client_id}/activities": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/activities": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/activities/{activity_id}": ["owner", "manager", "support", "viewer"],
  "PUT /admin/v1/clients/{client_id}/activities/{activity_id}": ["owner", "manager"],
  "POST /admin/v1/clients/{client_id}/imports": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/imports": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/imports/{import_id}": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/imports/{import_id}/errors": ["owner", "manager", "support", "viewer"],
  "POST /admin/v1/clients/{client_id}/imports/{import_id}/cancel": ["owner", "manager"],
  "POST /admin/v1/operators": ["owner"],
  "GET /admin/v1/operators": ["owner"],
  "PUT /admin/v1/operators/{operator_id}/role": ["owner"],
  "POST /admin/v1/operators/{operator_id}/disable": ["owner"],
  "POST /admin/v1/operators/{operator_id}/enable": ["owner"],
  "POST /admin/v1/sign_out": ["owner", "manager", "support", "viewer"],
  "POST /admin/v1/clients/{client_id}/exports": ["owner", "manager"],
  "GET /admin/v1/clients/{client_id}/exports": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/exports/{export_id}": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/audit": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/audit": ["owner"],
  "GET /admin/v1/clients/{client_id}/reports/summary": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/reports/daily": ["owner", "manager", "support", "viewer"],
  "GET /admin/v1/clients/{client_id}/reports/top": ["owner", "manager", "support", "viewer"],
  "POST /admin/v1/clients/{client_id}/reports/rebuild": ["owner", "manager"],
} as const satisfies Record<string, readonly string[]>;

/** The events a webhook endpoint may subscribe to (components.schemas.WebhookEventType). */
export const webhookEventTypes = [
  "user.created",
  "user.updated",
  "user.deleted",
  "points.credited",
  "points.removed",
  "points.expired",
  "points.expiring",
  "points.returned",
  "points.return_voided",
  "reward.redeemed",
  "coupon.used",
  "coupon.unused",
  "tier.changed",
  "receipt.approved",
  "receipt.rejected"
] as const satisfies readonly components['schemas']['WebhookEventType'][];
