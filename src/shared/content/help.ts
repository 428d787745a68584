import type { HelpContent } from './types.js';

/** /help: the Help Center's questions and answers, grouped by topic. Every answer describes this product as built. */
export const HELP: HelpContent = {
  path: '/help',
  eyebrow: 'Support',
  title: 'Help Center',
  description:
    'Answers to the questions people ask most about Giftwise: accounts, the AI Gift Finder, wishlists, reminders, emails, privacy and the app.',
  sections: [
    {
      id: 'still-stuck',
      heading: 'Still need help?',
      paragraphs: ['If your question is not answered here, write to us. We read every message and reply by email.'],
      links: [{ to: '/contact', label: 'Contact Support' }],
    },
  ],
  faq: [
    {
      id: 'account',
      title: 'Account and sign-in',
      items: [
        {
          id: 'create-account',
          question: 'How do I create an account?',
          answer: [
            'Choose Sign up, then enter your Full Name, Email, a Password of at least 6 characters and the same password again under Confirm Password, and press Create Account.',
            'We then send you an email to confirm that the address is yours. Once you have confirmed it, you can sign in.',
          ],
          links: [{ to: '/signup', label: 'Create an account' }],
        },
        {
          id: 'verification-email',
          question: 'I did not get the verification email. What can I do?',
          answer: [
            'The email comes from Giftwise with the subject "Confirm your email address". Give it a few minutes and look in your spam or junk folder as well.',
            'The link in it works for one hour. If it has expired or never arrived, try to sign in with your email and password: Giftwise sends you a fresh link and tells you to check your inbox.',
          ],
          links: [{ to: '/login', label: 'Sign in' }],
        },
        {
          id: 'reset-password',
          question: 'I forgot my password. How do I reset it?',
          answer: [
            'On the sign-in page choose "Forgot password?", enter the email address of your account and press Send Reset Email. You will receive an email with the subject "Reset your password".',
            'Its link works for one hour and only once. Choose a new password of at least 6 characters. Resetting your password signs you out on every device, so sign in again with the new one.',
          ],
          links: [{ to: '/login', label: 'Go to sign in' }],
        },
        {
          id: 'signed-out',
          question: 'Why was I signed out?',
          answer: [
            'For your security, a session ends after a period without activity: 60 minutes unless the site’s administrators set another time. Resetting your password signs you out everywhere, and an administrator may end sessions or suspend an account.',
            'Sign in again to carry on where you were; nothing you saved is lost.',
          ],
        },
        {
          id: 'locked-out',
          question: 'It says there were too many sign-in attempts. What now?',
          answer: [
            'After several wrong passwords in a row (5 by default), sign-in to that account pauses for a minute to keep guessers out, and each further wrong password makes the pause longer, up to 15 minutes. We email you a link to choose a new password: a successful reset lifts the pause at once.',
          ],
          links: [{ to: '/login', label: 'Reset from the sign-in page' }],
        },
        {
          id: 'delete-account',
          question: 'How do I delete my account?',
          answer: [
            'Open your Profile and choose Delete account. After you confirm, your account is closed and your personal data is removed or anonymised. This cannot be undone.',
          ],
          links: [{ to: '/profile', label: 'Open your profile' }],
        },
      ],
    },
    {
      id: 'finding-gifts',
      title: 'Finding gifts',
      items: [
        {
          id: 'gift-finder',
          question: 'How does the AI Gift Finder work?',
          answer: [
            'The finder (AI Picks in the menu) asks four short steps: Tell us about them (age range, gender, relationship and an optional name), Occasion & Budget, Their Interests (at least one) and Final Details (Optional) with personality traits and a free note.',
            'Press Find Perfect Gifts and you get ideas for that person, each with the reasons it fits.',
          ],
          links: [
            { to: '/gift-for-someone', label: 'Find Gifts for Someone Else' },
            { to: '/how-it-works', label: 'How It Works' },
          ],
        },
        {
          id: 'need-account',
          question: 'Do I need an account to find gifts?',
          answer: [
            'You can browse the home page, Discover and every information page without an account. The AI Gift Finder, recommendations, wishlists, recipients and reminders need you to sign in, because they keep what you tell them.',
          ],
        },
        {
          id: 'where-recommendations-come-from',
          question: 'Where do the recommendations come from?',
          answer: [
            'Giftwise asks an AI model, chosen by the site’s administrators, for ideas that match your answers. When no model is configured or the AI service fails, a built-in recommendation engine matches ideas against the same answers, so you still get suggestions.',
            'Every pick shows its reasons, such as "Matches your interests", "Excellent reviews" or "On sale now".',
          ],
        },
        {
          id: 'gift-score',
          question: 'What does the gift score mean?',
          answer: [
            'The gift score (60 to 100) sums up how good a product is as a present. It starts at 80, moves with the star rating, grows with the number of reviews, and adds a little for Prime delivery and for being on sale. Products that match the interests you chose get 8 points more.',
            'Green means 90 or more, blue 80 or more, yellow 70 or more, and grey anything lower.',
          ],
        },
        {
          id: 'better-recommendations',
          question: 'How do I get better recommendations?',
          answer: [
            'Pick the two or three interests that matter most rather than every one that might apply, set a realistic budget, and use the Final Details note for what a list cannot say ("already owns a good coffee grinder"). Personality traits such as Minimalist or Eco-conscious steer the ideas too.',
            'For yourself, complete your profile’s interests and traits: signed in, Discover leans towards them.',
          ],
          links: [{ to: '/examples', label: 'See examples' }],
        },
        {
          id: 'buying',
          question: 'Can I buy gifts on Giftwise?',
          answer: [
            'No. Giftwise suggests; retailers sell. A product opens on the retailer’s own site in a new tab, and you buy it there. Some product links are affiliate links that may earn Giftwise a commission; that never changes your price.',
          ],
        },
      ],
    },
    {
      id: 'wishlists',
      title: 'Wishlists and sharing',
      items: [
        {
          id: 'share-wishlist',
          question: 'How do I share a wishlist?',
          answer: [
            'Open the wishlist and create a share link. Anyone you send it to can see the list while the link is active; you can let the link expire after a number of days or switch it off.',
          ],
          links: [{ to: '/wishlists', label: 'My wishlists' }],
        },
        {
          id: 'wishlist-privacy',
          question: 'Who can see my wishlists?',
          answer: [
            'Each wishlist has its own privacy: public lists can be seen by anyone signed in to Giftwise, friends-only and private lists only by you and the people you invite. A share link lets anyone who has it see the list while it is active.',
          ],
        },
        {
          id: 'wishlist-collaborators',
          question: 'Can other people add to my wishlist?',
          answer: [
            'Yes. Invite someone as an editor and they can add and change items; invite them as a viewer and they can only look. Only you, the owner, can rename the list, change its privacy, share it or delete it.',
          ],
        },
      ],
    },
    {
      id: 'recipients-reminders',
      title: 'Recipients and reminders',
      items: [
        {
          id: 'save-recipient',
          question: 'How do I save someone I buy gifts for?',
          answer: [
            'In the last step of the AI Gift Finder, give the person a name and leave "Save for future gift shopping" ticked. They then appear under Recipients with their interests and personality, ready for the next occasion. You can also add and edit recipients there directly.',
          ],
          links: [{ to: '/recipients', label: 'Recipients' }],
        },
        {
          id: 'reminders',
          question: 'How do occasion reminders work?',
          answer: [
            'Add an occasion on your calendar (a birthday, an anniversary, a graduation) for one of your recipients and keep email reminders on. Choose when to hear about it: 1, 3, 7, 14 or 30 days before; a week is the default.',
            'Birthdays come round every year: once this year’s date has passed, the reminder moves to next year’s.',
          ],
          links: [{ to: '/calendar', label: 'Open the calendar' }],
        },
      ],
    },
    {
      id: 'emails',
      title: 'Emails and preferences',
      items: [
        {
          id: 'unsubscribe',
          question: 'How do I stop reminder or marketing emails?',
          answer: [
            'Every reminder and marketing email ends with an unsubscribe link. It opens a page, no sign-in needed, where you choose to stop reminders, marketing, or all such emails; nothing changes until you confirm there.',
            'Signed in, you can also switch each kind of email on or off in your profile’s email preferences. Newsletter and marketing emails are off until you turn them on.',
          ],
          links: [{ to: '/profile', label: 'Email preferences' }],
        },
        {
          id: 'account-emails',
          question: 'Which emails will I get even after unsubscribing?',
          answer: [
            'Only account emails that you ask for yourself: confirming your email address and resetting your password. They never contain advertising.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy and data',
      items: [
        {
          id: 'what-we-keep',
          question: 'What does Giftwise keep about me?',
          answer: [
            'Your account (name, email and a securely hashed password), your profile (interests, personality traits, age range, gender, birthday and photo if you add them), and what you create: recipients, occasions, wishlists, gift history, friends and activity. We do not sell any of it.',
          ],
          links: [{ to: '/privacy', label: 'Read the privacy policy' }],
        },
        {
          id: 'tracking-cookies',
          question: 'Does Giftwise use tracking cookies?',
          answer: [
            'No. Giftwise sets one cookie, better-auth.session_token, which keeps you signed in. It is HTTP-only and set with SameSite=Lax. There are no advertising, analytics or tracking cookies.',
          ],
          links: [{ to: '/cookie-policy', label: 'Cookie policy' }],
        },
      ],
    },
    {
      id: 'app',
      title: 'The app',
      items: [
        {
          id: 'install-app',
          question: 'How do I install Giftwise on my phone or computer?',
          answer: [
            'Giftwise is a web app that you can install without an app store. On Android and in Chrome or Edge on a computer, accept the install prompt or choose Install app from the browser menu (or the install icon in the address bar). On an iPhone or iPad, open Giftwise in Safari, tap Share, then Add to Home Screen.',
            'The installed app opens in its own window and updates itself; when a new version is ready, it offers a reload.',
          ],
        },
        {
          id: 'offline',
          question: 'Does Giftwise work offline?',
          answer: [
            'The app opens without a connection and tells you that you are offline. Finding gifts, loading wishlists and saving changes need a connection; once you are back online, reload and carry on.',
          ],
        },
      ],
    },
    {
      id: 'social',
      title: 'Social hub',
      items: [
        {
          id: 'add-friends',
          question: 'How do I add friends?',
          answer: [
            'In the Social hub, send a friend request; the other person accepts it from their own hub. Giftwise also suggests people you may know, for example friends of your friends. You cannot send a second request to someone you are already connected with.',
          ],
          links: [{ to: '/social', label: 'Social hub' }],
        },
        {
          id: 'activity-privacy',
          question: 'Who can see my activity?',
          answer: [
            'You decide in the privacy settings of your social profile, on your profile page (the social hub’s Privacy settings button leads there): who can see your profile, who can see your activity, which kinds of activity you share, and whether people may send you friend requests at all.',
          ],
          links: [{ to: '/profile#social', label: 'Privacy settings' }],
        },
      ],
    },
  ],
};
