import { and, count, desc, eq, sql } from 'drizzle-orm';
import { addDays, type CalendarDate } from '#shared/calendar/dates.js';
import { giftInsights, INSIGHT_GIFT_LIMIT, INSIGHT_WINDOW_DAYS, type Insight, roundTo } from '#shared/gift-history/insights.js';
import { GIFT_HISTORY_MESSAGES, GiftHistoryInput, type GiftHistoryListQuery, type GiftStats, GiftHistoryUpdate, ReceivedGiftInput, ReceivedGiftUpdate } from '#shared/schemas/gift-history.js';
import type { Database } from '#server/db/client.js';
import { giftHistory, receivedGifts, recipients } from '#server/db/schema/index.js';
import { AppError } from '#server/errors.js';
import { getRecipient } from '#server/services/recipients/recipient.service.js';
import { upcomingEvents } from './occasion.service.js';

/**
 * Gift history (core-app.md 3, 7, 9; issue 11): private to the giver; every read, update and delete filters on
 * id and giver_id. Stats are the spec's get_gift_stats as one query per figure. Received gifts keep the
 * thank-you list.
 */

export type GiftHistoryRow = typeof giftHistory.$inferSelect;
export interface GiftHistoryView extends GiftHistoryRow {
  recipientName: string | null;
  recipientRelationship: string | null;
}
export type ReceivedGiftRow = typeof receivedGifts.$inferSelect;

const fieldError = (field: string, message: string) => new AppError('VALIDATION_ERROR', `Invalid input: ${field}`, { fields: { [field]: message } });

function refuseFuture(date: string | undefined, today: CalendarDate, field: string): void {
  // A day's grace: the person may be a zone ahead of the one they set.
  if (date && date > addDays(today, 1)) throw fieldError(field, GIFT_HISTORY_MESSAGES.dateFuture);
}

async function checkRecipient(db: Database, userId: string, recipientId: string | null | undefined, field: string): Promise<void> {
  if (recipientId && !(await getRecipient(db, userId, recipientId))) throw fieldError(field, GIFT_HISTORY_MESSAGES.recipient);
}

const joined = {
  entry: giftHistory,
  recipientName: recipients.name,
  recipientRelationship: recipients.relationship,
};

function view(row: { entry: GiftHistoryRow; recipientName: string | null; recipientRelationship: string | null }): GiftHistoryView {
  return { ...row.entry, recipientName: row.recipientName, recipientRelationship: row.recipientRelationship };
}

/** Newest gift first (gift_date descending), a page at a time; the recipient's name and relationship joined in. */
export async function listGiftHistory(db: Database, userId: string, query: GiftHistoryListQuery): Promise<{ entries: GiftHistoryView[]; total: number; nextOffset: number | null }> {
  const where = and(eq(giftHistory.giverId, userId), query.recipient_id ? eq(giftHistory.recipientId, query.recipient_id) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(joined)
      .from(giftHistory)
      .leftJoin(recipients, eq(recipients.id, giftHistory.recipientId))
      .where(where)
      .orderBy(desc(giftHistory.giftDate), desc(giftHistory.createdAt), desc(giftHistory.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(giftHistory).where(where),
  ]);
  const next = query.offset + rows.length;
  return { entries: rows.map(view), total: n, nextOffset: next < n ? next : null };
}

export async function findGiftHistory(db: Database, userId: string, id: string): Promise<GiftHistoryView | undefined> {
  const [row] = await db
    .select(joined)
    .from(giftHistory)
    .leftJoin(recipients, eq(recipients.id, giftHistory.recipientId))
    .where(and(eq(giftHistory.id, id), eq(giftHistory.giverId, userId)))
    .limit(1);
  return row ? view(row) : undefined;
}

export async function createGiftHistory(db: Database, userId: string, input: GiftHistoryInput, today: CalendarDate, now: Date): Promise<GiftHistoryView> {
  const p = GiftHistoryInput.parse(input);
  refuseFuture(p.gift_date, today, 'gift_date');
  await checkRecipient(db, userId, p.recipient_id, 'recipient_id');
  const [row] = await db
    .insert(giftHistory)
    .values({
      giverId: userId,
      recipientId: p.recipient_id ?? null,
      giftDate: p.gift_date,
      productTitle: p.product_title,
      productPrice: p.product_price ?? null,
      productUrl: p.product_url ?? null,
      productId: p.product_id ?? null,
      category: p.category || null,
      occasionType: p.occasion_type ?? null,
      satisfactionRating: p.satisfaction_rating ?? null,
      notes: p.notes || null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return (await findGiftHistory(db, userId, row.id))!;
}

const HISTORY_COLUMNS = {
  recipient_id: 'recipientId',
  gift_date: 'giftDate',
  product_title: 'productTitle',
  product_price: 'productPrice',
  product_url: 'productUrl',
  occasion_type: 'occasionType',
  satisfaction_rating: 'satisfactionRating',
  category: 'category',
  notes: 'notes',
} as const satisfies Record<keyof GiftHistoryUpdate, keyof GiftHistoryRow>;

/** Update by id and giver. */
export async function updateGiftHistory(db: Database, entry: GiftHistoryView, change: GiftHistoryUpdate, today: CalendarDate, now: Date): Promise<GiftHistoryView> {
  const p = GiftHistoryUpdate.parse(change);
  refuseFuture(p.gift_date, today, 'gift_date');
  await checkRecipient(db, entry.giverId, p.recipient_id, 'recipient_id');
  const set: Record<string, unknown> = { updatedAt: now };
  for (const [key, column] of Object.entries(HISTORY_COLUMNS)) {
    if (key in p) set[column] = (p as Record<string, unknown>)[key] === '' ? null : (p as Record<string, unknown>)[key];
  }
  await db.update(giftHistory).set(set).where(and(eq(giftHistory.id, entry.id), eq(giftHistory.giverId, entry.giverId)));
  return (await findGiftHistory(db, entry.giverId, entry.id))!;
}

export async function deleteGiftHistory(db: Database, entry: GiftHistoryView): Promise<void> {
  await db.delete(giftHistory).where(and(eq(giftHistory.id, entry.id), eq(giftHistory.giverId, entry.giverId)));
}

const FAVOURITES = 5;

/** get_gift_stats: totals, average rating (2 dp), last date, favourite categories, the last 12 months, top recipients. */
export async function giftStats(db: Database, userId: string, today: CalendarDate): Promise<GiftStats> {
  const mine = eq(giftHistory.giverId, userId);
  const firstMonth = `${addMonths(today.slice(0, 7), -11)}-01`;
  const [[totals], categories, months, top] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        spent: sql<string>`coalesce(sum(${giftHistory.productPrice}), 0)`,
        rating: sql<string | null>`avg(${giftHistory.satisfactionRating})`,
        last: sql<string | null>`max(${giftHistory.giftDate})::text`,
      })
      .from(giftHistory)
      .where(mine),
    db
      .select({ category: giftHistory.category, n: sql<number>`count(*)::int` })
      .from(giftHistory)
      .where(and(mine, sql`${giftHistory.category} is not null`))
      .groupBy(giftHistory.category)
      .orderBy(sql`count(*) desc`, giftHistory.category)
      .limit(FAVOURITES),
    db
      .select({ month: sql<string>`to_char(${giftHistory.giftDate}, 'YYYY-MM')`, n: sql<number>`count(*)::int`, spent: sql<string>`coalesce(sum(${giftHistory.productPrice}), 0)` })
      .from(giftHistory)
      .where(and(mine, sql`${giftHistory.giftDate} >= ${firstMonth}::date`))
      .groupBy(sql`1`),
    db
      .select({ id: recipients.id, name: recipients.name, n: sql<number>`count(*)::int`, spent: sql<string>`coalesce(sum(${giftHistory.productPrice}), 0)` })
      .from(giftHistory)
      .innerJoin(recipients, eq(recipients.id, giftHistory.recipientId))
      .where(mine)
      .groupBy(recipients.id, recipients.name)
      .orderBy(sql`count(*) desc`, recipients.name)
      .limit(FAVOURITES),
  ]);
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const gifts_by_month = Array.from({ length: 12 }, (_, i) => {
    const month = addMonths(today.slice(0, 7), i - 11);
    const m = byMonth.get(month);
    return { month, count: m?.n ?? 0, spent: roundTo(Number(m?.spent ?? 0), 2) };
  });
  return {
    total_gifts: totals.total,
    total_spent: roundTo(Number(totals.spent), 2),
    average_rating: totals.rating === null ? null : roundTo(Number(totals.rating), 2),
    last_gift_date: totals.last,
    favorite_categories: categories.map((c) => ({ category: c.category ?? '', count: c.n })),
    gifts_by_month,
    top_recipients: top.map((t) => ({ recipient_id: t.id, name: t.name, count: t.n, spent: roundTo(Number(t.spent), 2) })),
  };
}

function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Insights (core-app.md 9): the last 100 gifts and the occasions of the next 60 days. */
export async function giftHistoryInsights(db: Database, userId: string, today: CalendarDate): Promise<Insight[]> {
  const [gifts, events] = await Promise.all([
    db
      .select({ productPrice: giftHistory.productPrice, occasionType: giftHistory.occasionType, satisfactionRating: giftHistory.satisfactionRating })
      .from(giftHistory)
      .where(eq(giftHistory.giverId, userId))
      .orderBy(desc(giftHistory.giftDate), desc(giftHistory.createdAt))
      .limit(INSIGHT_GIFT_LIMIT),
    upcomingEvents(db, userId, today, INSIGHT_WINDOW_DAYS),
  ]);
  const occasionsAhead = events.map((e) => ({ recipientId: e.occasion.recipientId, recipientName: e.recipientName ?? e.occasion.title, title: e.occasion.title, date: e.date }));
  return giftInsights(gifts, occasionsAhead, today);
}

// Received gifts and the thank-you list.

export async function listReceivedGifts(db: Database, userId: string, thanked?: boolean): Promise<{ gifts: ReceivedGiftRow[]; toThank: number }> {
  const [gifts, [{ n }]] = await Promise.all([
    db
      .select()
      .from(receivedGifts)
      .where(and(eq(receivedGifts.userId, userId), thanked === undefined ? undefined : eq(receivedGifts.thanked, thanked)))
      .orderBy(desc(receivedGifts.receivedDate), desc(receivedGifts.createdAt)),
    db.select({ n: count() }).from(receivedGifts).where(and(eq(receivedGifts.userId, userId), eq(receivedGifts.thanked, false))),
  ]);
  return { gifts, toThank: n };
}

export async function findReceivedGift(db: Database, userId: string, id: string): Promise<ReceivedGiftRow | undefined> {
  const [row] = await db.select().from(receivedGifts).where(and(eq(receivedGifts.id, id), eq(receivedGifts.userId, userId))).limit(1);
  return row;
}

export async function createReceivedGift(db: Database, userId: string, input: ReceivedGiftInput, today: CalendarDate, now: Date): Promise<ReceivedGiftRow> {
  const p = ReceivedGiftInput.parse(input);
  refuseFuture(p.received_date, today, 'received_date');
  await checkRecipient(db, userId, p.giver_recipient_id, 'giver_recipient_id');
  const [row] = await db
    .insert(receivedGifts)
    .values({
      userId,
      description: p.description,
      giverName: p.giver_name,
      giverRecipientId: p.giver_recipient_id ?? null,
      occasionType: p.occasion_type ?? null,
      receivedDate: p.received_date,
      notes: p.notes || null,
      thanked: p.thanked,
      thankedAt: p.thanked ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

export async function updateReceivedGift(db: Database, gift: ReceivedGiftRow, change: ReceivedGiftUpdate, today: CalendarDate, now: Date): Promise<ReceivedGiftRow> {
  const p = ReceivedGiftUpdate.parse(change);
  refuseFuture(p.received_date, today, 'received_date');
  await checkRecipient(db, gift.userId, p.giver_recipient_id, 'giver_recipient_id');
  const [row] = await db
    .update(receivedGifts)
    .set({
      ...(p.description !== undefined ? { description: p.description } : {}),
      ...(p.giver_name !== undefined ? { giverName: p.giver_name } : {}),
      ...(p.giver_recipient_id !== undefined ? { giverRecipientId: p.giver_recipient_id } : {}),
      ...(p.occasion_type !== undefined ? { occasionType: p.occasion_type } : {}),
      ...(p.received_date !== undefined ? { receivedDate: p.received_date } : {}),
      ...(p.notes !== undefined ? { notes: p.notes || null } : {}),
      ...(p.thanked !== undefined && p.thanked !== gift.thanked ? { thanked: p.thanked, thankedAt: p.thanked ? now : null } : {}),
      updatedAt: now,
    })
    .where(and(eq(receivedGifts.id, gift.id), eq(receivedGifts.userId, gift.userId)))
    .returning();
  return row;
}

export async function deleteReceivedGift(db: Database, gift: ReceivedGiftRow): Promise<void> {
  await db.delete(receivedGifts).where(and(eq(receivedGifts.id, gift.id), eq(receivedGifts.userId, gift.userId)));
}
