import { eq, sql } from 'drizzle-orm';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type RecommendationRun,
  RecommendationRunListResponse,
  RecommendationRunResponse,
} from '#shared/schemas/gift-finder.js';
import { notifications } from '#server/db/schema/notifications.js';
import { recommendationItems, recommendationRuns } from '#server/db/schema/recommendations.js';
import { recipients } from '#server/db/schema/recipients.js';
import { AiError, type AiGateway, type ChatCompletionResult } from '#server/integrations/ai/types.js';
import { createRun, RUN_FAILED_MESSAGE } from '#server/services/recommendations/create-run.js';
import { AI_FUNCTION_ID, FALLBACK_REASONS } from '#server/services/recommendations/produce-batch.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { insertGiftCatalog, insertProducts, SAMPLE_WIZARD_PROFILE } from '../support/product-fixtures.js';
import { requests } from '../support/requests.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const PROFILE = SAMPLE_WIZARD_PROFILE;

/** A stand-in for the AI gateway: configured or not, answering each call from a queue (the last reply repeats). */
class FakeAi implements AiGateway {
  configured = false;
  replies: (string | Error)[] = [];
  prompts: string[] = [];
  functionIds: string[] = [];
  userIds: (string | null)[] = [];
  /** When set, every call waits for it (a slow model), and `called` says the call has started. */
  hold: Promise<void> | null = null;
  called: () => void = () => {};

  reset() {
    this.hold = null;
    this.called = () => {};
    this.configured = false;
    this.replies = [];
    this.prompts = [];
    this.functionIds = [];
    this.userIds = [];
    this.opened = 0;
  }

  async isConfigured() {
    return this.configured;
  }

  /** One read of the configuration per run, as the gateway does: counted, so a test can say so. */
  opened = 0;
  async open() {
    this.opened++;
    return { configured: this.configured, runFunction: this.runFunction.bind(this) };
  }

  async runFunction(functionId: string, prompt: string, options: { userId: string | null }): Promise<ChatCompletionResult> {
    this.functionIds.push(functionId);
    this.prompts.push(prompt);
    this.userIds.push(options.userId);
    this.called();
    if (this.hold) await this.hold;
    const reply = this.replies.length > 1 ? this.replies.shift()! : this.replies[0];
    if (reply === undefined) throw new Error('FakeAi: no reply queued');
    if (reply instanceof Error) throw reply;
    return { content: reply, model: 'test/gift-model', usage: { promptTokens: 100, completionTokens: 200, totalTokens: 300 } };
  }
}

/**
 * Prose, a fence, trailing commas, an entry with no title, one over the budget, one the catalog sells above
 * the budget (Travel Journal Notebook, $148), and a cut-off last element.
 */
const MESSY_REPLY = `Of course! Here are some thoughtful ideas for Sam:
\`\`\`json
[
  {"title": "Noise Cancelling Headphones by Sony", "estimatedPrice": "$79", "searchKeywords": ["wireless headphones", "noise cancelling"], "reasons": ["Quiet flights on every trip"],},
  {"title": "Personalized Star Map Print", "description": "The night sky over the place they met.", "estimatedPrice": 45, "searchKeywords": ["custom star map", "print"]},
  {"title": "Luxury Leather Camera Bag", "estimatedPrice": 350, "reasons": ["Too dear"]},
  {"description": "An idea without a title"},
  {"title": "Lens Cleaning Kit", "estimatedPrice": "25-35", "reasons": ["Clear shots on the road"]},
  {"title": "Travel Journal for Photographers", "estimatedPrice": 30, "reasons": ["The catalog sells it for more"]},
  {"title": "Cut off mid-sent
`;

describe('recommendations API', () => {
  let t: TestApp;
  const ai = new FakeAi();
  let ada: TestUser;
  let grace: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ context: { ai } });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    ai.reset();
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
    await insertGiftCatalog(t.db);
  });

  // `http` is node:http here (the test that leaves mid-run); the API requests are `api`.
  const api = requests(() => t);
  const get = (url: string, cookie?: string) => api.get(url, cookie);
  const post = (url: string, payload: unknown, cookie?: string) => api.post(url, payload as object, cookie);

  async function startRun(body: Record<string, unknown> = { profile: PROFILE }, user = ada): Promise<RecommendationRun> {
    const res = await post('/api/recommendations', body, user.cookie);
    expect(res.statusCode, res.body).toBe(201);
    return RecommendationRunResponse.parse(res.json()).run;
  }
  async function regenerate(run: RecommendationRun, body: Record<string, unknown> = {}, user = ada): Promise<RecommendationRun> {
    const res = await post(`/api/recommendations/${run.id}/regenerate`, body, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return RecommendationRunResponse.parse(res.json()).run;
  }
  const batchOf = (run: RecommendationRun, batch: number) => run.items.filter((i) => i.batch === batch);
  const priceOf = (item: RecommendationRun['items'][number]) => item.product?.price ?? item.price;
  const countRows = async () => ({
    runs: (await t.db.select().from(recommendationRuns)).length,
    recipients: (await t.db.select().from(recipients)).length,
  });

  async function withFailingInsert(table: 'recipients' | 'recommendation_items', run: () => Promise<void>) {
    await t.db.execute(sql.raw(`
      create or replace function giftwise_test_refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'insert refused by test'; end $$`));
    await t.db.execute(sql.raw(`create trigger giftwise_test_refuse_insert before insert on ${table} for each row execute function giftwise_test_refuse_insert()`));
    try {
      await run();
    } finally {
      await t.db.execute(sql.raw(`drop trigger if exists giftwise_test_refuse_insert on ${table}`));
      await t.db.execute(sql.raw('drop function if exists giftwise_test_refuse_insert()'));
    }
  }

  describe('POST /api/recommendations (local engine)', () => {
    it('answers 201 with 8 picks within the budget, each with reasons and a gift score', async () => {
      const run = await startRun();
      expect(run).toMatchObject({ status: 'completed', source: 'local', model: null, fallbackReason: null, error: null, profile: PROFILE });
      expect(run.completedAt).not.toBeNull();
      expect(run.items).toHaveLength(8);
      expect(run.items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      for (const item of run.items) {
        expect(item.batch).toBe(1);
        expect(item.product, item.title).not.toBeNull();
        expect(item.price).toBe(item.product!.price);
        expect(priceOf(item)).toBeGreaterThanOrEqual(20);
        expect(priceOf(item)).toBeLessThanOrEqual(100);
        expect(item.reasons.length).toBeGreaterThan(0);
        expect(item.reasons.length).toBeLessThanOrEqual(4);
        expect(item.giftScore).toBeGreaterThanOrEqual(60);
        expect(item.giftScore).toBeLessThanOrEqual(100);
        expect(item.feedback).toBeNull();
        expect(item.product!.inWishlist).toBe(false);
      }
      expect(new Set(run.items.map((i) => i.product!.id)).size).toBe(8);
      // No AI is configured: the engine answers without calling it.
      expect(ai.prompts).toHaveLength(0);
    });

    it('stores the run so that it can be read again (GET by id) and lists it', async () => {
      const run = await startRun();
      const again = await get(`/api/recommendations/${run.id}`, ada.cookie);
      expect(again.statusCode).toBe(200);
      expect(again.headers['cache-control']).toBe('no-store');
      expect(RecommendationRunResponse.parse(again.json()).run).toEqual(run);
      const list = RecommendationRunListResponse.parse((await get('/api/recommendations', ada.cookie)).json());
      expect(list.runs).toEqual([{ id: run.id, recipientName: 'Sam', occasion: 'Birthday', createdAt: run.createdAt, itemCount: 8, source: 'local' }]);
      expect(RecommendationRunListResponse.parse((await get('/api/recommendations', grace.cookie)).json()).runs).toEqual([]);
    });

    it('marks picks already in the default wishlist', async () => {
      const run = await startRun();
      const first = run.items[0];
      await post('/api/wishlists/default/items', { recommendationItemId: first.id }, ada.cookie);
      const again = RecommendationRunResponse.parse((await get(`/api/recommendations/${run.id}`, ada.cookie)).json()).run;
      expect(again.items.find((i) => i.id === first.id)!.product!.inWishlist).toBe(true);
    });

    it('completes with no picks (and no notification) when nothing fits the budget', async () => {
      const run = await startRun({ profile: { ...PROFILE, budget: { min: 5000, max: 6000 } } });
      expect(run).toMatchObject({ status: 'completed', items: [] });
      expect(await t.db.select().from(notifications).where(eq(notifications.type, 'gift_recommendation'))).toHaveLength(0);
    });

    it('marks the run failed, with a message, when its picks cannot be stored', async () => {
      await withFailingInsert('recommendation_items', async () => {
        const run = await startRun();
        expect(run).toMatchObject({ status: 'failed', error: RUN_FAILED_MESSAGE, items: [] });
      });
      expect(await t.db.select().from(notifications).where(eq(notifications.type, 'gift_recommendation'))).toHaveLength(0);
    });

    it('sends no notification about picks the person watched appear', async () => {
      const run = await startRun();
      expect(run.items).toHaveLength(8);
      expect(await t.db.select().from(notifications).where(eq(notifications.type, 'gift_recommendation'))).toHaveLength(0);
      await regenerate(run);
      expect(await t.db.select().from(notifications).where(eq(notifications.type, 'gift_recommendation'))).toHaveLength(0);
    });

    it('notifies the person who left before the picks were ready, with a link to the run (gift_recommendation, priority 3, View Gifts)', async () => {
      // A slow model, and a person who closes the page while it thinks: the run finishes without them.
      ai.configured = true;
      ai.replies = [MESSY_REPLY];
      let release: () => void = () => {};
      ai.hold = new Promise((resolve) => (release = resolve));
      const started = new Promise<void>((resolve) => (ai.called = resolve));
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const serverSideClosed = new Promise<void>((resolve) => t.app.server.once('connection', (socket) => socket.once('close', () => resolve())));
      const body = JSON.stringify({ profile: PROFILE });
      const leaving = http.request(`${address}/api/recommendations`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: ada.cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      leaving.on('error', () => {}); // the socket is destroyed on purpose
      leaving.end(body);
      await started;
      leaving.destroy();
      await serverSideClosed;
      release();

      const rows = await vi.waitFor(async () => {
        const found = await t.db.select().from(notifications).where(eq(notifications.type, 'gift_recommendation'));
        if (found.length === 0) throw new Error('no notification yet');
        return found;
      });
      const [run] = await t.db.select().from(recommendationRuns);
      expect(run.status).toBe('completed');
      expect(rows).toHaveLength(1);
      const count = (await t.db.select().from(recommendationItems).where(eq(recommendationItems.runId, run.id))).length;
      expect(count).toBeGreaterThan(0);
      expect(rows[0]).toMatchObject({
        userId: ada.id,
        title: 'New gift recommendations',
        message: `We found ${count} new gift ideas for Sam.`,
        priority: 3,
        actionUrl: `/recommendations?run=${run.id}`,
        actionLabel: 'View Gifts',
      });
      expect(rows[0].data).toMatchObject({ count, recipientName: 'Sam', runId: run.id });
    });
  });

  describe('saving the recipient', () => {
    it("saves the named recipient with the spec's payload and links the run", async () => {
      const run = await startRun({ profile: PROFILE, saveRecipient: true });
      const rows = await t.db.select().from(recipients);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        userId: ada.id,
        name: 'Sam',
        age: '26-35',
        gender: 'female',
        relationship: 'Friend',
        interests: ['Photography', 'Travel'],
        personalityTraits: ['Creative'],
        additionalInfo: 'Loves taking photos on trips',
        emailReminders: true,
        pushReminders: false,
      });
      expect(run.recipientId).toBe(rows[0].id);
    });

    it('saves by default, but not when unticked or when no name is given', async () => {
      await startRun({ profile: PROFILE });
      expect((await countRows()).recipients).toBe(1);
      await startRun({ profile: PROFILE, saveRecipient: false });
      const unnamed = await startRun({ profile: { ...PROFILE, name: '' }, saveRecipient: true });
      expect(unnamed.recipientId).toBeNull();
      expect((await countRows()).recipients).toBe(1);
    });

    it('keeps a saved recipient the run came from, without saving another', async () => {
      const created = await post('/api/recipients', { name: 'Sam' }, ada.cookie);
      const recipientId = created.json().recipient.id;
      const run = await startRun({ profile: PROFILE, recipientId });
      expect(run.recipientId).toBe(recipientId);
      expect((await countRows()).recipients).toBe(1);
    });

    it("answers 404 for another person's recipient and writes nothing", async () => {
      const theirs = (await post('/api/recipients', { name: 'Theirs' }, grace.cookie)).json().recipient.id;
      const res = await post('/api/recommendations', { profile: PROFILE, recipientId: theirs }, ada.cookie);
      expect(res.statusCode).toBe(404);
      expect(await countRows()).toEqual({ runs: 0, recipients: 1 });
    });

    it('a failure to save the recipient does not stop the run', async () => {
      await withFailingInsert('recipients', async () => {
        const run = await startRun({ profile: PROFILE, saveRecipient: true });
        expect(run.status).toBe('completed');
        expect(run.recipientId).toBeNull();
        expect(run.items).toHaveLength(8);
      });
      expect(await countRows()).toEqual({ runs: 1, recipients: 0 });
    });

    it('logs the failure to save the recipient (service level)', async () => {
      const warnings: { obj: object; msg?: string }[] = [];
      const log = { warn: (obj: object, msg?: string) => warnings.push({ obj, msg }), error: () => undefined };
      await withFailingInsert('recipients', async () => {
        const result = await createRun({ db: t.db, ai, now: () => new Date(), log }, ada.id, { profile: PROFILE, saveRecipient: true });
        expect(result.run.status).toBe('completed');
        expect(result.items).toHaveLength(8);
      });
      expect(warnings).toHaveLength(1);
      expect(warnings[0].msg).toBe('recipient could not be saved; the gift finder goes on');
      expect(String((warnings[0].obj as { err: unknown }).err)).toMatch(/insert refused by test|Failed query/);
    });
  });

  describe('bad input', () => {
    it('answers 400 naming the field and writes nothing (no run, no recipient)', async () => {
      const noInterests = await post('/api/recommendations', { profile: { ...PROFILE, interests: [] } }, ada.cookie);
      expect(noInterests.statusCode).toBe(400);
      expect(noInterests.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { 'profile.interests': 'Please select at least one interest' } });

      const budgetOrder = await post('/api/recommendations', { profile: { ...PROFILE, budget: { min: 50, max: 50 } } }, ada.cookie);
      expect(budgetOrder.statusCode).toBe(400);
      expect(budgetOrder.json().error.fields).toEqual({ 'profile.budget.max': 'Maximum budget must be greater than minimum' });

      const several = await post('/api/recommendations', { profile: { ...PROFILE, age: '', occasion: 'Tuesday' } }, ada.cookie);
      expect(several.json().error.fields).toEqual({ 'profile.age': 'Please select an age range', 'profile.occasion': 'Please select an occasion' });

      expect((await post('/api/recommendations', {}, ada.cookie)).statusCode).toBe(400);
      expect((await post('/api/recommendations', { profile: PROFILE, recipientId: 'x' }, ada.cookie)).json().error.fields).toEqual({
        recipientId: 'Must be a recipient id',
      });
      expect(await countRows()).toEqual({ runs: 0, recipients: 0 });
    });

    it('answers 400 for a bad run id, a bad budget on regenerate and bad feedback', async () => {
      expect((await get('/api/recommendations/nope', ada.cookie)).statusCode).toBe(400);
      const run = await startRun();
      const budget = await post(`/api/recommendations/${run.id}/regenerate`, { budget: { min: 80, max: 40 } }, ada.cookie);
      expect(budget.statusCode).toBe(400);
      expect(budget.json().error.fields).toEqual({ 'budget.max': 'Maximum budget must be greater than minimum' });
      const feedback = await post(`/api/recommendations/${run.id}/items/${run.items[0].id}/feedback`, { feedback: 'love' }, ada.cookie);
      expect(feedback.statusCode).toBe(400);
      expect(feedback.json().error.fields).toEqual({ feedback: 'Must be more, not or null' });
      expect((await t.db.select().from(recommendationItems)).length).toBe(8);
    });
  });

  describe('access', () => {
    it('refuses a signed-out visitor (401) and writes nothing', async () => {
      const run = await startRun();
      expect((await post('/api/recommendations', { profile: PROFILE })).statusCode).toBe(401);
      expect((await get('/api/recommendations')).statusCode).toBe(401);
      expect((await get(`/api/recommendations/${run.id}`)).statusCode).toBe(401);
      expect((await post(`/api/recommendations/${run.id}/regenerate`, {})).statusCode).toBe(401);
      expect((await post(`/api/recommendations/${run.id}/items/${run.items[0].id}/feedback`, { feedback: 'not' })).statusCode).toBe(401);
      expect((await countRows()).runs).toBe(1);
    });

    it("answers 404 for another person's run (read, regenerate, feedback) and changes nothing", async () => {
      const run = await startRun();
      expect((await get(`/api/recommendations/${run.id}`, grace.cookie)).statusCode).toBe(404);
      expect((await post(`/api/recommendations/${run.id}/regenerate`, {}, grace.cookie)).statusCode).toBe(404);
      expect((await post(`/api/recommendations/${run.id}/items/${run.items[0].id}/feedback`, { feedback: 'not' }, grace.cookie)).statusCode).toBe(404);
      expect((await get(`/api/recommendations/${UNKNOWN_ID}`, ada.cookie)).statusCode).toBe(404);
      const items = await t.db.select().from(recommendationItems);
      expect(items).toHaveLength(8);
      expect(items.every((i) => i.feedback === null)).toBe(true);
    });

    it('answers 404 for feedback on an item of another run', async () => {
      const mine = await startRun();
      const theirs = await startRun({ profile: PROFILE }, grace);
      const res = await post(`/api/recommendations/${mine.id}/items/${theirs.items[0].id}/feedback`, { feedback: 'more' }, ada.cookie);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('regenerate and feedback', () => {
    it('adds a new batch each time and never repeats a product or a title', async () => {
      const first = await startRun();
      const second = await regenerate(first);
      const third = await regenerate(second);
      expect(third.items).toHaveLength(24);
      // Newest batch first.
      expect(third.items.map((i) => i.batch)).toEqual([...Array(8).fill(3), ...Array(8).fill(2), ...Array(8).fill(1)]);
      expect(new Set(third.items.map((i) => i.product!.id)).size).toBe(24);
      expect(new Set(third.items.map((i) => i.title.toLowerCase())).size).toBe(24);
      for (const item of third.items) {
        expect(priceOf(item)).toBeGreaterThanOrEqual(20);
        expect(priceOf(item)).toBeLessThanOrEqual(100);
      }
      // The catalog holds 25 products within this budget: the fourth batch has the one left.
      const fourth = await regenerate(third);
      expect(batchOf(fourth, 4)).toHaveLength(1);
    });

    it('gives two simultaneous regenerations their own batches without repeating a product', async () => {
      const first = await startRun();
      const [a, b] = await Promise.all([
        post(`/api/recommendations/${first.id}/regenerate`, {}, ada.cookie),
        post(`/api/recommendations/${first.id}/regenerate`, {}, ada.cookie),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const latest = RecommendationRunResponse.parse((await get(`/api/recommendations/${first.id}`, ada.cookie)).json()).run;
      const productIds = latest.items.map((i) => i.product!.id);
      expect(new Set(productIds).size).toBe(productIds.length);
      // Interleaved, both may pick the same products: the later one then stores only what is new (possibly
      // nothing); one after the other, they are batches 2 and 3. Either way no batch number is shared.
      const batches = [...new Set(latest.items.map((i) => i.batch))].sort();
      expect(batches.slice(0, 2)).toEqual([1, 2]);
      expect(batches.every((n) => n <= 3)).toBe(true);
      for (const n of batches) {
        const positions = latest.items.filter((i) => i.batch === n).map((i) => i.position);
        expect(new Set(positions).size).toBe(positions.length);
      }
    });

    it('keeps feedback on the pick, can undo it, and leaves a "not this" pick out of the next batch', async () => {
      const run = await startRun();
      const target = run.items[2];
      const url = `/api/recommendations/${run.id}/items/${target.id}/feedback`;
      const marked = await post(url, { feedback: 'not' }, ada.cookie);
      expect(marked.statusCode).toBe(200);
      const markedRun = RecommendationRunResponse.parse(marked.json()).run;
      expect(markedRun.items.find((i) => i.id === target.id)!.feedback).toBe('not');
      const undone = RecommendationRunResponse.parse((await post(url, { feedback: null }, ada.cookie)).json()).run;
      expect(undone.items.find((i) => i.id === target.id)!.feedback).toBeNull();
      await post(url, { feedback: 'not' }, ada.cookie);
      await post(`/api/recommendations/${run.id}/items/${run.items[0].id}/feedback`, { feedback: 'more' }, ada.cookie);

      const next = await regenerate(run);
      const batch2 = batchOf(next, 2);
      expect(batch2.length).toBeGreaterThan(0);
      expect(batch2.map((i) => i.product!.id)).not.toContain(target.product!.id);
      expect(next.items.find((i) => i.id === target.id)!.feedback).toBe('not');
    });

    it('respects a new budget: the profile changes and the new batch fits it', async () => {
      const run = await startRun();
      const next = await regenerate(run, { budget: { min: 100, max: 200 } });
      expect(next.profile.budget).toEqual({ min: 100, max: 200 });
      const batch2 = batchOf(next, 2);
      expect(batch2.length).toBeGreaterThan(0);
      for (const item of batch2) {
        expect(priceOf(item)).toBeGreaterThanOrEqual(100);
        expect(priceOf(item)).toBeLessThanOrEqual(200);
      }
      // Stored: a reload shows the new budget.
      const reloaded = RecommendationRunResponse.parse((await get(`/api/recommendations/${run.id}`, ada.cookie)).json()).run;
      expect(reloaded.profile.budget).toEqual({ min: 100, max: 200 });
    });
  });

  describe('dislikes are hard limits (issue 19, decision 189)', () => {
    /** Alcohol products that would otherwise rank first: they suit every field of the profile. */
    const ALCOHOL = ['Travel Whiskey Flask Set', 'Photographer\'s Wine Tasting Kit', 'Craft Beer Sampler', 'Cocktail Shaker Set'];
    const ALCOHOL_WORDS = /whiskey|wine|beer|cocktail/i;
    async function insertAlcohol() {
      await insertProducts(
        t.db,
        ALCOHOL.map((title) => ({
          title,
          price: 60,
          rating: 4.9,
          reviewCount: 20000,
          tags: title.toLowerCase().split(' '),
          suitsInterests: ['Photography', 'Travel'],
          suitsTraits: ['Creative'],
          suitsOccasions: ['Birthday'],
          suitsAgeRanges: ['26-35'],
          suitsRelationships: ['Friend'],
        })),
      );
    }

    it("a run with 'no alcohol' never shows an alcohol product, batch after batch", async () => {
      await insertAlcohol();
      // Without the words, the alcohol products lead the page: the test would prove nothing otherwise.
      const plain = await startRun();
      expect(plain.items.filter((i) => ALCOHOL_WORDS.test(i.title)).length).toBeGreaterThan(0);

      let run = await startRun({ profile: { ...PROFILE, additionalInfo: 'Loves taking photos on trips. No alcohol, please.' } });
      expect(run.items.length).toBeGreaterThan(0);
      for (let batch = 0; batch < 3; batch++) run = await regenerate(run);
      expect(run.items.length).toBeGreaterThan(8);
      for (const item of run.items) expect(item.title).not.toMatch(ALCOHOL_WORDS);
    });

    it("honours a saved recipient's recorded dislikes, allergies and things they already have", async () => {
      await insertAlcohol();
      const created = await post(
        '/api/recipients',
        { name: 'Sam', dislikes: 'gadgets', allergies: 'none', already_has: 'Instant Film Camera' },
        ada.cookie,
      );
      expect(created.statusCode, created.body).toBe(201);
      const run = await startRun({ profile: { ...PROFILE, additionalInfo: "She doesn't drink" }, recipientId: created.json().recipient.id });
      expect(run.items.length).toBeGreaterThan(0);
      for (const item of run.items) {
        expect(item.product?.category, item.title).not.toBe('Electronics & Tech');
        expect(item.title).not.toMatch(ALCOHOL_WORDS);
        expect(item.title).not.toBe('Instant Film Camera');
      }
    });

    it('states the exclusions in the prompt as hard rules, and drops AI ideas and matches that break them', async () => {
      ai.configured = true;
      await insertAlcohol();
      ai.replies = [
        JSON.stringify([
          { title: 'Craft Beer Sampler', estimatedPrice: 60, reasons: ['Cheers'] },
          { title: 'Vintage Wine Decanter', estimatedPrice: 50, reasons: ['For her reds'] },
          { title: 'Leather Camera Strap', estimatedPrice: 40, searchKeywords: ['camera strap'], reasons: ['Carry the camera in style'] },
        ]),
      ];
      const run = await startRun({ profile: { ...PROFILE, additionalInfo: 'No alcohol.' } });
      expect(run.source).toBe('ai');
      expect(ai.prompts[0]).toMatch(/Hard rules: .*\n- "alcohol" \(nothing involving: alcohol/);
      expect(run.items[0].title).toBe('Leather Camera Strap');
      for (const item of run.items) expect(item.title).not.toMatch(ALCOHOL_WORDS);
    });
  });

  describe('AI picks', () => {
    beforeEach(() => {
      ai.configured = true;
    });

    it("reads the model's messy JSON, matches ideas to products or search links, all within the budget", async () => {
      ai.replies = [MESSY_REPLY];
      const run = await startRun();
      expect(run).toMatchObject({ status: 'completed', source: 'ai', model: 'test/gift-model', fallbackReason: null });
      expect(ai.functionIds).toEqual([AI_FUNCTION_ID]);
      expect(ai.userIds).toEqual([ada.id]);
      // Issue 18: the AI configuration is read once for the run, and the call uses what was read.
      expect(ai.opened).toBe(1);
      expect(ai.prompts[0]).toContain('- Interests: Photography, Travel');
      expect(ai.prompts[0]).toContain('- Budget: $20 to $100 (USD)');

      expect(run.items).toHaveLength(8);
      const [headphones, starMap, lensKit] = run.items;
      // Matched to the catalog product the idea names.
      expect(headphones.product?.title).toBe('Wireless Noise Cancelling Headphones');
      expect(headphones.title).toBe('Wireless Noise Cancelling Headphones');
      expect(headphones.reasons[0]).toBe('Quiet flights on every trip');
      expect(headphones.giftScore).toBe(headphones.product!.giftScore);
      // Not in the catalog: a retailer search with the estimated price.
      expect(starMap).toMatchObject({
        title: 'Personalized Star Map Print',
        description: 'The night sky over the place they met.',
        product: null,
        price: 45,
        giftScore: null,
        searchUrl: 'https://www.amazon.com/s?k=custom+star+map+print',
      });
      expect(starMap.reasons.length).toBeGreaterThan(0);
      expect(lensKit).toMatchObject({ title: 'Lens Cleaning Kit', product: null, price: 30, reasons: ['Clear shots on the road'] });
      // The over-budget ideas and the one without a title are left out; the engine fills the batch.
      const titles = run.items.map((i) => i.title);
      expect(titles).not.toContain('Luxury Leather Camera Bag');
      expect(titles).not.toContain('Travel Journal for Photographers');
      expect(titles).not.toContain('Travel Journal Notebook');
      for (const item of run.items) {
        expect(priceOf(item)).toBeGreaterThanOrEqual(20);
        expect(priceOf(item)).toBeLessThanOrEqual(100);
      }
      expect(run.items.slice(3).every((i) => i.product !== null)).toBe(true);
      expect(new Set(run.items.map((i) => i.title)).size).toBe(8);
    });

    it('falls back to the local engine when the AI call fails, and says why', async () => {
      ai.replies = [new AiError('OpenRouter API error: 500 Internal Server Error', 'http', 500)];
      const run = await startRun();
      expect(run).toMatchObject({
        status: 'completed',
        source: 'local',
        model: null,
        fallbackReason: 'The AI service did not answer (OpenRouter API error: 500 Internal Server Error); these picks come from our own matching.',
      });
      expect(run.items).toHaveLength(8);
      expect(run.items.every((i) => i.product !== null && i.giftScore !== null)).toBe(true);
    });

    it('falls back when the reply cannot be read, or has nothing within the budget', async () => {
      ai.replies = ['I am sorry, I cannot help with gifts today.'];
      const unreadable = await startRun();
      expect(unreadable).toMatchObject({ source: 'local', fallbackReason: FALLBACK_REASONS.unreadable });
      expect(unreadable.items).toHaveLength(8);

      ai.replies = ['[{"title": "Diamond Necklace", "estimatedPrice": 4000}, {"title": "Yacht Charter"}]'];
      const nothing = await startRun();
      expect(nothing).toMatchObject({ source: 'local', fallbackReason: FALLBACK_REASONS.noIdeas });
      expect(nothing.items).toHaveLength(8);
    });

    it('regenerates with what was shown and the feedback in the prompt, never repeating a pick', async () => {
      ai.replies = [MESSY_REPLY];
      const run = await startRun();
      const headphones = run.items[0];
      const starMap = run.items[1];
      await post(`/api/recommendations/${run.id}/items/${headphones.id}/feedback`, { feedback: 'not' }, ada.cookie);
      await post(`/api/recommendations/${run.id}/items/${starMap.id}/feedback`, { feedback: 'more' }, ada.cookie);

      // The model suggests the same things again, plus one new idea.
      ai.replies = [
        JSON.stringify([
          { title: 'Noise Cancelling Headphones by Sony', estimatedPrice: 79 },
          { title: 'Personalized star-map print!', estimatedPrice: 45 },
          { title: 'Scratch-Off World Travel Map', estimatedPrice: 30, searchKeywords: ['scratch off map'] },
        ]),
      ];
      const next = await regenerate(run);
      const prompt = ai.prompts[1];
      expect(prompt).toMatch(/Already suggested[^\n]*\n(- "[^"]+"\n){8}/);
      expect(prompt).toMatch(/did not want these; avoid similar ideas:\n- "Wireless Noise Cancelling Headphones"/);
      expect(prompt).toMatch(/liked these; suggest more ideas like them:\n- "Personalized Star Map Print"/);

      const batch2 = batchOf(next, 2);
      expect(next.source).toBe('ai');
      expect(batch2[0]).toMatchObject({ title: 'Scratch-Off World Travel Map', price: 30 });
      expect(batch2).toHaveLength(8);
      const titles = next.items.map((i) => i.title.toLowerCase());
      expect(new Set(titles).size).toBe(titles.length);
      const productIds = next.items.flatMap((i) => (i.product ? [i.product.id] : []));
      expect(new Set(productIds).size).toBe(productIds.length);
    });

    it('matches all the ideas of a batch to the catalog in one query, however many there are', async () => {
      const queriesOf = async (reply: string) => {
        ai.replies = [reply];
        const before = t.queries.count;
        await startRun({ profile: PROFILE, saveRecipient: false });
        const sent = t.queries.count - before;
        expect(sent).toBeLessThanOrEqual(t.queries.recent.length);
        const searches = t.queries.recent.slice(-sent).filter((q) => q.includes('websearch_to_tsquery'));
        return { sent, searches: searches.length };
      };
      await queriesOf(MESSY_REPLY); // the catalog and the session are warm from here on
      const one = await queriesOf('[{"title": "Lens Cleaning Kit", "estimatedPrice": 30}]');
      const six = await queriesOf(MESSY_REPLY);
      expect(one.searches).toBe(1);
      expect(six.searches).toBe(1);
      expect(six.sent).toBe(one.sent);
    });

    it('a regenerate that falls back records the reason on the run', async () => {
      ai.replies = [MESSY_REPLY];
      const run = await startRun();
      ai.replies = [new AiError('No response from OpenRouter API', 'empty')];
      const next = await regenerate(run);
      expect(next).toMatchObject({ source: 'local', model: null, fallbackReason: FALLBACK_REASONS.aiError('No response from OpenRouter API') });
      expect(batchOf(next, 2)).toHaveLength(8);
    });
  });
});
