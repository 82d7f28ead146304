import type { Db } from '../../db/database';
import type { ProviderIdentity } from './social-identity';
import type { UserRow } from './users-sql';

/** The account a provider identity was linked to in this application, if any. */
export async function findLinkedUser(
  db: Db,
  applicationId: string,
  identity: Pick<ProviderIdentity, 'provider' | 'subject'>,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('social_identities as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .where('s.application_id', '=', applicationId)
    .where('s.provider', '=', identity.provider)
    .where('s.subject', '=', identity.subject)
    .executeTakeFirst();
}

/** Links the identity to the account; false when a parallel sign-in linked it first. */
export async function linkIdentity(db: Db, user: UserRow, identity: ProviderIdentity): Promise<boolean> {
  const result = await db
    .insertInto('social_identities')
    .values({
      application_id: user.application_id,
      provider: identity.provider,
      subject: identity.subject,
      user_id: user.id,
      email: identity.email ?? null,
    })
    .onConflict((oc) => oc.columns(['application_id', 'provider', 'subject']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function noteIdentitySignIn(db: Db, applicationId: string, identity: ProviderIdentity) {
  await db
    .updateTable('social_identities')
    .set({ last_sign_in_at: new Date(), email: identity.email ?? null })
    .where('application_id', '=', applicationId)
    .where('provider', '=', identity.provider)
    .where('subject', '=', identity.subject)
    .execute();
}
