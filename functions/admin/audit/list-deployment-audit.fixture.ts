/** What the route walks need of AdminListDeploymentAudit (local/walks/route-fixtures.ts). */
