import { and, asc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { wishlistClaimNotices, wishlistClaims, wishlistShares } from '#server/db/schema/wishlists.js';
import { enqueueJob } from '#server/jobs/queue.js';
import { SEND_CLAIMER_NOTICES_JOB } from '#server/jobs/names.js';
import { enqueueEmail, type MailDefaults } from '#server/services/email/outbox.service.js';
import { createNotification } from '#server/services/notifications/notification.service.js';
import type { WishlistItemRow, WishlistRow } from './default-wishlist.service.js';
import { itemChangedEmail } from './wishlist-emails.js';

/**
 * 'A gift you claimed was changed/removed' (issue 17, 2.3; docs/decisions/173). The owner's (or an editor's)
 * item write records a notice for each claimer with one insert ... select and enqueues the job, the same two
 * statements whether the item has no claimer or fifty, so the request takes the same time either way. The
 * send-claimer-notices job, after the commit, tells each claimer in the app and by email, at most once per
 * claim per hour: the notices of a claim that was told less than an hour ago wait, and go as one.
 */


/** A claimer is told at most this often about one claim. */
const NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Records a notice for each confirmed claimer of the item but the person making the change, and enqueues the
 * job that sends them. Call inside the transaction of the change, before a delete (which removes the claims).
 */
export async function noticeClaimersOfChange(
  db: Database,
  item: WishlistItemRow,
  list: WishlistRow,
  change: 'edited' | 'deleted',
  actorUserId: string,
  now: Date,
): Promise<void> {
  const n = wishlistClaimNotices;
  const c = wishlistClaims;
  const s = wishlistShares;
  await db.execute(sql`
    insert into ${n} (${sql.identifier('claim_id')}, ${sql.identifier('user_id')}, ${sql.identifier('name')}, ${sql.identifier('email')},
      ${sql.identifier('wishlist_id')}, ${sql.identifier('item_id')}, ${sql.identifier('item_title')}, ${sql.identifier('list_title')},
      ${sql.identifier('change')}, ${sql.identifier('share_token')}, ${sql.identifier('created_at')})
    select ${c.id}, ${c.userId}, ${c.name}, ${c.email}, ${list.id}, ${item.id}, ${item.title}, ${list.title}, ${change},
      case when ${s.isActive} then ${s.shareToken} end, ${now}
    from ${c} left join ${s} on ${s.id} = ${c.shareId}
    where ${c.itemId} = ${item.id} and ${c.status} = 'confirmed' and ${c.userId} is distinct from ${actorUserId}`);
  await enqueueJob(db, SEND_CLAIMER_NOTICES_JOB, {}, { runAt: now });
}

type NoticeRow = typeof wishlistClaimNotices.$inferSelect;

/** Tells one claimer about their claim's waiting notices, as one notice: a removal wins over edits. */
async function tellClaimer(db: Database, notices: NoticeRow[], now: Date, mail: Required<MailDefaults>): Promise<void> {
  const latest = notices[notices.length - 1];
  const change = notices.some((x) => x.change === 'deleted') ? 'deleted' : 'edited';
  const edited = change === 'edited';
  const inAppUrl = edited ? `/wishlists/${latest.wishlistId}` : '/claims';
  if (latest.userId) {
    await createNotification(
      db,
      {
        userId: latest.userId,
        type: 'wishlist_update',
        title: edited ? 'A gift you claimed was changed' : 'A gift you claimed was removed',
        message: edited
          ? `"${latest.itemTitle}" on "${latest.listTitle}" was changed after you claimed it.`
          : `"${latest.itemTitle}" was removed from "${latest.listTitle}" after you claimed it.`,
        data: { wishlistId: latest.wishlistId, itemId: latest.itemId, change },
        priority: 2,
        actionUrl: inAppUrl,
        actionLabel: edited ? 'See the item' : 'My claims',
      },
      now,
    );
  }
  const url = latest.userId ? `${mail.baseUrl}${inAppUrl}` : latest.shareToken ? `${mail.baseUrl}/wishlists/shared/${latest.shareToken}` : null;
  const email = itemChangedEmail({ name: latest.name, itemTitle: latest.itemTitle, listTitle: latest.listTitle, change, url });
  await enqueueEmail(
    db,
    { ...email, to: latest.email, userId: latest.userId, category: 'transactional', tags: ['wishlist', `claimed-item-${change}`] },
    mail,
  );
}

/**
 * The job's work: every claim with waiting notices is told now, or, when it was told less than an hour ago,
 * when the hour is over (a job enqueued for then). Each claim in its own transaction, its waiting notices
 * locked, so two workers never tell the same claimer twice; the email goes through the outbox in the same
 * transaction that marks the notices sent.
 */
export async function sendClaimerNotices(db: Database, now: Date, mail: Required<MailDefaults>): Promise<number> {
  const waiting = await db.selectDistinct({ claimId: wishlistClaimNotices.claimId }).from(wishlistClaimNotices).where(isNull(wishlistClaimNotices.sentAt));
  let told = 0;
  for (const { claimId } of waiting) {
    await db.transaction(async (tx) => {
      const notices = await tx
        .select()
        .from(wishlistClaimNotices)
        .where(and(eq(wishlistClaimNotices.claimId, claimId), isNull(wishlistClaimNotices.sentAt)))
        .orderBy(asc(wishlistClaimNotices.createdAt))
        .for('update');
      if (!notices.length) return;
      const [last] = await tx
        .select({ at: max(wishlistClaimNotices.sentAt) })
        .from(wishlistClaimNotices)
        .where(and(eq(wishlistClaimNotices.claimId, claimId), isNotNull(wishlistClaimNotices.sentAt)));
      const lastSent = last?.at ? new Date(last.at) : null;
      if (lastSent && now.getTime() - lastSent.getTime() < NOTICE_INTERVAL_MS) {
        const due = new Date(lastSent.getTime() + NOTICE_INTERVAL_MS);
        await enqueueJob(tx, SEND_CLAIMER_NOTICES_JOB, {}, { runAt: due, uniqueKey: `${SEND_CLAIMER_NOTICES_JOB}:${claimId}:${due.toISOString()}` });
        return;
      }
      await tellClaimer(tx, notices, now, mail);
      await tx.update(wishlistClaimNotices).set({ sentAt: now }).where(inArray(wishlistClaimNotices.id, notices.map((x) => x.id)));
      told++;
    });
  }
  return told;
}
