import { type Browser, expect, type Page, test } from '@playwright/test';
import { failOnCspViolations, signUpAndIn, uniqueEmail } from './support/session';
import { DESKTOP, expectNoSeriousAxeViolations, PHONE } from './support/wishlists';

/**
 * The social hub (issue 13) with two people in two browser contexts: a request sent and accepted, each seeing
 * the other's activity, likes, comments, the friend_request notification arriving in the other tab without a
 * reload, the header's social badge, blocking; and the earlier product's local data imported on sign-in.
 */

const PASSWORD = 'social-secret-1';
failOnCspViolations();

interface Person {
  page: Page;
  id: string;
  name: string;
  email: string;
  origin: string;
}

async function person(browser: Browser, baseURL: string, name: string): Promise<Person> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const { origin } = await signUpAndIn(page.request, baseURL, { name, email, password: PASSWORD });
  const { profile } = (await (await page.request.get('/api/social/profile')).json()) as { profile: { userId: string } };
  return { page, id: profile.userId, name, email, origin };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const feed = (page: Page) => page.getByRole('list', { name: 'Activity feed' });

async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/screenshots/social-${name}.png`, fullPage: true });
}

test('two people connect, see and engage with each other’s activity, and one blocks the other', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const ada = await person(browser, baseURL!, 'Ada Lovelace');
  const bo = await person(browser, baseURL!, 'Bo Diddley');

  // Bo's tab is open; the request must reach it without a reload.
  const streamOpened = bo.page.waitForResponse((r) => r.url().endsWith('/api/notifications/stream') && r.status() === 200);
  await bo.page.goto('/social');
  await streamOpened;
  await expect(bell(bo.page)).toHaveAccessibleName('Notifications, 1 unread');
  await bo.page.evaluate(() => ((window as unknown as { socialMarker: number }).socialMarker = 7));

  // Ada finds Bo by exact email and sends a request.
  await ada.page.goto('/social');
  await expect(ada.page.getByText('No activity yet')).toBeVisible();
  await ada.page.getByLabel('Name or exact email').fill(bo.email);
  await ada.page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await ada.page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: `Add friend ${bo.name}` }).click();
  await expect(ada.page.getByRole('list', { name: 'Requests sent' })).toContainText(bo.name);

  // A second request is refused with the server's own message.
  const again = await ada.page.request.post('/api/social/requests', { headers: { origin: ada.origin }, data: { userId: bo.id } });
  expect(again.status()).toBe(409);

  await expect(bell(bo.page)).toHaveAccessibleName('Notifications, 2 unread', { timeout: 5_000 });
  expect(await bo.page.evaluate(() => (window as unknown as { socialMarker?: number }).socialMarker)).toBe(7);
  await bell(bo.page).click();
  await expect(bo.page.getByRole('dialog', { name: /Notifications/ })).toContainText(`${ada.name} sent you a friend request.`);
  await bo.page.keyboard.press('Escape');

  // Bo's open hub lists the request without a reload; he accepts: a friend_added activity for both.
  await expect(bo.page.getByTestId('stat-pendingRequests')).toHaveText('1');
  expect(await bo.page.evaluate(() => (window as unknown as { socialMarker?: number }).socialMarker)).toBe(7);
  await bo.page.getByRole('list', { name: 'Requests received' }).getByRole('button', { name: `Accept ${ada.name}` }).click();
  await expect(bo.page.getByRole('list', { name: 'Friends' })).toContainText(ada.name);
  await expect(feed(bo.page)).toContainText(`became friends with ${ada.name}`);
  await expect(feed(bo.page)).toContainText(`${ada.name}`);

  // Ada's header badge counts Bo's activity; opening it marks it seen.
  await ada.page.goto('/how-it-works');
  const badge = ada.page.getByTestId('social-badge');
  await expect(badge).toHaveText('1');
  const seen = ada.page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/notifications/badges/social/seen'));
  await ada.page.getByRole('link', { name: 'Friend activity, 1 new' }).click();
  await seen;
  await expect(ada.page).toHaveURL(/\/social$/);
  await expect(badge).toHaveCount(0);

  // Ada sees Bo's activity, likes it, unlikes it, and comments.
  const bosActivity = feed(ada.page).getByRole('article', { name: `${bo.name}: became friends with ${ada.name}` });
  await expect(bosActivity).toBeVisible();
  await expect(ada.page.getByTestId('stat-friendsCount')).toHaveText('1');
  await bosActivity.getByRole('button', { name: 'Like 0' }).click();
  await expect(bosActivity.getByRole('button', { name: 'Liked 1' })).toHaveAttribute('aria-pressed', 'true');
  await bosActivity.getByRole('button', { name: 'Liked 1' }).click();
  await expect(bosActivity.getByRole('button', { name: 'Like 0' })).toHaveAttribute('aria-pressed', 'false');
  await bosActivity.getByRole('button', { name: 'Like 0' }).click();
  await expect(bosActivity.getByRole('button', { name: 'Liked 1' })).toBeVisible();

  await bosActivity.getByRole('button', { name: /^Comments/ }).click();
  await bosActivity.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(bosActivity.getByText('Please write a comment')).toBeVisible();
  await bosActivity.getByLabel('Write a comment').fill('Welcome aboard!');
  await bosActivity.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(bosActivity.getByTestId('comment')).toHaveText(/Welcome aboard!/);
  await expect(bosActivity.getByTestId('comment-count')).toHaveText('1');

  await expectNoSeriousAxeViolations(ada.page);
  await screenshot(ada.page, '1280');
  await ada.page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(ada.page);
  await screenshot(ada.page, '390');
  await ada.page.setViewportSize(DESKTOP);

  // Bo sees the like and the comment on his activity, and may delete the comment (his activity).
  await bo.page.reload();
  const ownActivity = feed(bo.page).getByRole('article', { name: `${bo.name}: became friends with ${ada.name}` });
  await expect(ownActivity.getByRole('button', { name: 'Like 1' })).toBeVisible();
  await expect(bo.page.getByTestId('stat-totalLikesReceived')).toHaveText('1');
  await ownActivity.getByRole('button', { name: /^Comments/ }).click();
  await expect(ownActivity.getByTestId('comment')).toContainText('Welcome aboard!');
  await expect(ownActivity.getByTestId('comment').getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // Bo blocks Ada from her page: she is gone from his friends, and his profile is no longer hers to see.
  await bo.page.goto(`/social/people/${ada.id}`);
  await expect(bo.page.getByRole('heading', { level: 1, name: ada.name })).toBeVisible();
  await bo.page.getByRole('button', { name: 'Block' }).click();
  await expect(bo.page).toHaveURL(/\/social$/);
  await expect(bo.page.getByRole('list', { name: 'Blocked people' })).toContainText(ada.name);
  await expect(bo.page.getByText('No friends yet: find people below or invite them.')).toBeVisible();

  await ada.page.goto(`/social/people/${bo.id}`);
  await expect(ada.page.getByText('Profile not available')).toBeVisible();

  await ada.page.context().close();
  await bo.page.context().close();
});

test('the earlier product’s local social data is imported on sign-in, then removed from the browser', async ({ browser, baseURL }) => {
  const friend = await person(browser, baseURL!, 'Cy Twombly');
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  // Seeded before anyone is signed in in this browser.
  await page.goto('/how-it-works');
  await page.evaluate((email) => {
    localStorage.setItem('giftwise_social_profile', JSON.stringify({ display_name: 'Dee', bio: 'Wraps everything twice', gifting_style: ['Thoughtful'] }));
    localStorage.setItem('giftwise_friend_connections', JSON.stringify([{ email }, { email: 'nobody-here@example.com' }]));
  }, friend.email);

  const imported = page.waitForResponse((r) => r.url().endsWith('/api/social/legacy-import') && r.request().method() === 'POST');
  await signUpAndIn(page.request, baseURL!, { name: 'Dee Dee', email: uniqueEmail('dee'), password: PASSWORD });
  await page.goto('/social');
  const answer = await imported;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ imported: { profile: true, requests: 1 } });
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('giftwise_social_profile'), localStorage.getItem('giftwise_friend_connections')])).toEqual([null, null]);
  await expect(page.getByRole('list', { name: 'Requests sent' })).toContainText(friend.name);

  // Nothing left to import: the next page load sends nothing.
  let sentAgain = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/social/legacy-import')) sentAgain = true;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Social Hub' })).toBeVisible();
  const { profile } = (await (await page.request.get('/api/social/profile')).json()) as { profile: { bio: string } };
  expect(profile.bio).toBe('Wraps everything twice');
  expect(sentAgain).toBe(false);

  await context.close();
  await friend.page.context().close();
});

test('an invite link connects a visitor once signed in; the home card and the social profile show the result', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const ada = await person(browser, baseURL!, 'Ada Byron');
  const link = await ada.page.request.post('/api/social/invite-links', { headers: { origin: ada.origin } });
  const { token } = (await link.json()) as { token: string };

  // Signed out: who invited, and sign-in or sign-up that come back here.
  const visitor = await browser.newContext({ viewport: PHONE });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/social/invite/${token}`);
  await expect(visitorPage.getByText(`${ada.name} invited you to be friends on Giftwise.`)).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/social/invite/${token}`)}`);
  await expect(visitorPage.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/signup?next=${encodeURIComponent(`/social/invite/${token}`)}`);
  await expectNoSeriousAxeViolations(visitorPage);
  await visitorPage.goto('/social/invite/not-a-real-token-at-all');
  await expect(visitorPage.getByText('Invitation unavailable')).toBeVisible();

  // Signing up from the link: verify, sign in, and the invitation is where the person lands.
  await visitorPage.goto(`/social/invite/${token}`);
  await visitorPage.getByRole('link', { name: 'Create an account' }).click();
  const newcomer = uniqueEmail('newcomer');
  await visitorPage.getByLabel('Full Name').fill('Nia Long');
  await visitorPage.getByLabel('Email').fill(newcomer);
  await visitorPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitorPage.getByLabel('Confirm Password').fill(PASSWORD);
  await visitorPage.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitorPage).toHaveURL(`/login?message=verify-email&next=${encodeURIComponent(`/social/invite/${token}`)}`);
  const mailbox = (await (await visitorPage.request.get(`/api/dev/mail?to=${encodeURIComponent(newcomer)}`)).json()) as { messages: { text: string }[] };
  const verifyLink = mailbox.messages.map((m) => m.text.match(/https?:\/\/\S*\/api\/auth\/verify-email\S*/)?.[0]).find(Boolean)!;
  expect((await visitorPage.request.get(verifyLink)).ok()).toBe(true);
  await visitorPage.getByLabel('Email').fill(newcomer);
  await visitorPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitorPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitorPage).toHaveURL(new RegExp(`/social/invite/${token}$`));
  // The invitation is public, so onboarding waits; Ada's page is not, so a new person skips onboarding first.
  expect((await visitorPage.request.post('/api/profile/onboarding', { headers: { origin: baseURL! }, data: { outcome: 'skipped' } })).ok()).toBe(true);
  await visitorPage.reload();
  await visitorPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(visitorPage).toHaveURL(new RegExp(`/social/people/${ada.id}$`));
  await visitor.close();

  // Signed in: accepting makes the two friends and opens the inviter's page.
  const eve = await person(browser, baseURL!, 'Eve Arden');
  await eve.page.goto(`/social/invite/${token}`);
  await eve.page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(eve.page).toHaveURL(new RegExp(`/social/people/${ada.id}$`));
  await expect(eve.page.getByRole('button', { name: `Remove friend ${ada.name}` })).toBeVisible();

  // Home's Friend Activity card shows the real feed, newest first.
  await eve.page.goto('/');
  const card = eve.page.getByRole('list', { name: 'Friend activity' });
  await expect(card.getByTestId('home-activity').first()).toContainText(`${ada.name}`);
  await expect(eve.page.getByRole('link', { name: 'View All Activity' })).toHaveAttribute('href', '/social');

  // The social profile and privacy in /profile.
  await eve.page.goto('/profile');
  await eve.page.getByLabel('Bio').fill('Loves a handwritten card');
  await eve.page.getByLabel('Gifting style').fill('Handmade');
  await eve.page.getByRole('button', { name: 'Add', exact: true }).click();
  await eve.page.getByRole('button', { name: 'Save social profile' }).click();
  await expect(eve.page.getByText('Social profile saved')).toBeVisible();
  await eve.page.getByLabel('Who can see my profile').selectOption('friends');
  await eve.page.getByRole('switch', { name: 'Allow friend requests' }).click();
  await eve.page.getByRole('checkbox', { name: 'Gifts I give' }).check();
  await eve.page.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(eve.page.getByText('Privacy settings saved')).toBeVisible();
  const { profile } = (await (await eve.page.request.get('/api/social/profile')).json()) as {
    profile: { bio: string; giftingStyle: string[]; privacy: { profileVisibility: string; allowFriendRequests: boolean; sharedActivityTypes: string[] } };
  };
  expect(profile).toMatchObject({ bio: 'Loves a handwritten card', giftingStyle: ['Handmade'], privacy: { profileVisibility: 'friends', allowFriendRequests: false } });
  expect(profile.privacy.sharedActivityTypes).toContain('gift_given');

  // A failed save shows the spec's message.
  await eve.page.route('**/api/social/profile/privacy', (route) => route.fulfill({ status: 500, json: { error: { code: 'UNKNOWN_ERROR', message: 'Boom' } } }));
  await eve.page.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(eve.page.getByText('Failed to update privacy settings')).toBeVisible();

  // Friends see her page; a stranger gets the clear 'not available' state.
  await ada.page.goto(`/social/people/${eve.id}`);
  await expect(ada.page.getByText('Loves a handwritten card')).toBeVisible();
  const stranger = await person(browser, baseURL!, 'Sal Mineo');
  await stranger.page.goto(`/social/people/${eve.id}`);
  await expect(stranger.page.getByText('Profile not available')).toBeVisible();

  for (const p of [ada, eve, stranger]) await p.page.context().close();
});

async function befriend(from: Person, to: Person) {
  const sent = await from.page.request.post('/api/social/requests', { headers: { origin: from.origin }, data: { userId: to.id } });
  const { request } = (await sent.json()) as { request: { id: string } };
  const answered = await to.page.request.post(`/api/social/requests/${request.id}/respond`, { headers: { origin: to.origin }, data: { response: 'accepted' } });
  expect(answered.status()).toBe(200);
}

test('a like and a comment reach the activity’s author in their open tab, in the bell (issue 19)', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const ada = await person(browser, baseURL!, 'Ada Byron');
  const bo = await person(browser, baseURL!, 'Bo Jangles');
  await befriend(ada, bo);

  // Bo's tab is open on the hub: his welcome and Ada's request are unread.
  const streamOpened = bo.page.waitForResponse((r) => r.url().endsWith('/api/notifications/stream') && r.status() === 200);
  await bo.page.goto('/social');
  await streamOpened;
  await expect(bell(bo.page)).toHaveAccessibleName('Notifications, 2 unread');

  await ada.page.goto('/social');
  const bosActivity = feed(ada.page).getByRole('article', { name: `${bo.name}: became friends with ${ada.name}` });
  await bosActivity.getByRole('button', { name: 'Like 0' }).click();
  await expect(bosActivity.getByRole('button', { name: 'Liked 1' })).toBeVisible();
  await expect(bell(bo.page)).toHaveAccessibleName('Notifications, 3 unread', { timeout: 5_000 });

  await bosActivity.getByRole('button', { name: /^Comments/ }).click();
  await bosActivity.getByLabel('Write a comment').fill('So glad!');
  await bosActivity.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(bosActivity.getByTestId('comment')).toHaveText(/So glad!/);
  await expect(bell(bo.page)).toHaveAccessibleName('Notifications, 4 unread', { timeout: 5_000 });

  await bell(bo.page).click();
  const popover = bo.page.getByRole('dialog', { name: /Notifications/ });
  await expect(popover).toContainText(`${ada.name} liked your activity.`);
  await expect(popover).toContainText(`${ada.name} commented on your activity: "So glad!"`);

  await ada.page.context().close();
  await bo.page.context().close();
});

test('suggestions name the mutual friend; requests can be declined and cancelled; failures say the spec’s words', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const ann = await person(browser, baseURL!, 'Ann Sexton');
  const ben = await person(browser, baseURL!, 'Ben Webster');
  const cat = await person(browser, baseURL!, 'Cat Stevens');
  await befriend(ann, ben);
  await befriend(ben, cat);

  // A friend of a friend, with the mutual friend named; dismissing removes the suggestion for good.
  await ann.page.goto('/social');
  const suggestions = ann.page.getByRole('list', { name: 'Suggestions' });
  const catRow = suggestions.getByTestId('person-row').filter({ hasText: cat.name });
  await expect(catRow).toContainText(`mutual friend ${ben.name}`);
  await catRow.getByRole('button', { name: `Dismiss ${cat.name}` }).click();
  await expect(suggestions.getByText(cat.name)).toHaveCount(0);
  await ann.page.reload();
  await expect(ann.page.getByRole('heading', { name: 'People you may know' })).toBeVisible();
  await expect(ann.page.getByRole('list', { name: 'Suggestions' }).getByText(cat.name)).toHaveCount(0);

  // Ann asks Cat from Cat's page; Cat declines; Ann asks again and cancels.
  await ann.page.goto(`/social/people/${cat.id}`);
  await ann.page.getByRole('button', { name: `Add friend ${cat.name}` }).click();
  await expect(ann.page.getByRole('button', { name: `Cancel request ${cat.name}` })).toBeVisible();
  await cat.page.goto('/social');
  await cat.page.getByRole('list', { name: 'Requests received' }).getByRole('button', { name: `Decline ${ann.name}` }).click();
  await expect(cat.page.getByText('No pending requests.')).toBeVisible();
  await ann.page.reload();
  await ann.page.getByRole('button', { name: `Add friend ${cat.name}` }).click();
  await ann.page.getByRole('button', { name: `Cancel request ${cat.name}` }).click();
  await expect(ann.page.getByRole('button', { name: `Add friend ${cat.name}` })).toBeVisible();

  // The spec's failure messages as toasts, or the server's own when it sends one.
  await ann.page.route('**/api/social/requests', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 409, json: { error: { code: 'VALIDATION_ERROR', message: 'Connection already exists', fields: { userId: 'Connection already exists' } } } })
      : route.fallback(),
  );
  await ann.page.getByRole('button', { name: `Add friend ${cat.name}` }).click();
  await expect(ann.page.getByText('Connection already exists')).toBeVisible();
  await ann.page.unroute('**/api/social/requests');
  await ann.page.route('**/api/social/requests', (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback()));
  await ann.page.getByRole('button', { name: `Add friend ${cat.name}` }).click();
  await expect(ann.page.getByText('Failed to send friend request')).toBeVisible();

  await ann.page.goto('/social');
  await ann.page.route('**/api/social/activities/*/like', (route) => route.fulfill({ status: 500, json: { error: { code: 'UNKNOWN_ERROR', message: 'Boom' } } }));
  await feed(ann.page).getByRole('button', { name: /^Like/ }).first().click();
  await expect(ann.page.getByText('Failed to engage with activity')).toBeVisible();

  // The feed's error state, with Try Again.
  await ann.page.route('**/api/social/feed*', (route) => route.fulfill({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down for a moment' } } }));
  await ann.page.reload();
  await expect(ann.page.getByRole('alert').filter({ hasText: 'Activity could not be loaded.' })).toBeVisible({ timeout: 20_000 });
  await ann.page.unroute('**/api/social/feed*');
  await ann.page.getByRole('alert').filter({ hasText: 'Activity could not be loaded.' }).getByRole('button', { name: 'Try Again' }).click();
  await expect(feed(ann.page)).toBeVisible();

  for (const p of [ann, ben, cat]) await p.page.context().close();
});

test('the feed pages 20 at a time with Load more; the author edits their own comment; shares copy the link', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const fay = await person(browser, baseURL!, 'Fay Wray');
  await fay.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  // 21 public lists: 21 wishlist_created activities (with the first-wishlist achievement perhaps, still over 20).
  for (let i = 1; i <= 21; i++) {
    const made = await fay.page.request.post('/api/wishlists', { headers: { origin: fay.origin }, data: { title: `List ${i}`, privacy: 'public' } });
    expect(made.status()).toBe(201);
  }
  await fay.page.goto('/social');
  await expect(feed(fay.page).getByTestId('activity')).toHaveCount(20);
  await fay.page.getByRole('button', { name: 'Load more' }).click();
  await expect(feed(fay.page).getByTestId('activity')).not.toHaveCount(20);
  await expect(feed(fay.page).getByRole('link', { name: 'List 1', exact: true })).toBeVisible();

  // Share copies the related content's link and records the share.
  const newest = feed(fay.page).getByTestId('activity').first();
  await newest.getByRole('button', { name: 'Share' }).click();
  await expect(fay.page.getByText('Link copied to clipboard!')).toBeVisible();
  const copied = await fay.page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${baseURL}/wishlists/`));

  await newest.getByRole('button', { name: /^Comments/ }).click();
  await newest.getByLabel('Write a comment').fill('First draft');
  await newest.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = newest.getByTestId('comment');
  await comment.getByRole('button', { name: 'Edit' }).click();
  await comment.getByLabel('Edit comment').fill('Second thoughts');
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(comment).toContainText('Second thoughts');
  await expect(comment).toContainText('edited');
  await comment.getByRole('button', { name: 'Delete' }).click();
  await expect(newest.getByText('No comments yet.')).toBeVisible();

  await fay.page.context().close();
});
