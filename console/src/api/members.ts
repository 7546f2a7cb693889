/** The queries about one member share this prefix, so a change refreshes them all at once. */
export const memberKey = (clientId: string, memberId: string) => ['member', clientId, memberId] as const;
