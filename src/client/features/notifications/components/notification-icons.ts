import { Bell, Cake, Gift, Heart, type LucideIcon, MessageCircle, PartyPopper, Trophy, UserPlus } from 'lucide-react';

export interface NotificationLook {
  icon: LucideIcon;
  /** Background and colour of the round icon chip. */
  tone: string;
}

/** core-app.md 2: an icon per type (birthday_reminder ... welcome), and a default for any other kind. */
const LOOKS: Record<string, NotificationLook> = {
  birthday_reminder: { icon: Cake, tone: 'bg-primary-soft text-primary-soft-foreground' },
  gift_recommendation: { icon: Gift, tone: 'bg-secondary-soft text-secondary-soft-foreground' },
  wishlist_update: { icon: Heart, tone: 'bg-primary-soft text-primary-soft-foreground' },
  friend_request: { icon: UserPlus, tone: 'bg-secondary-soft text-secondary-soft-foreground' },
  achievement: { icon: Trophy, tone: 'bg-warning-soft text-warning-soft-foreground' },
  social_activity: { icon: MessageCircle, tone: 'bg-secondary-soft text-secondary-soft-foreground' },
  welcome: { icon: PartyPopper, tone: 'bg-success-soft text-success-soft-foreground' },
};
const DEFAULT_NOTIFICATION_LOOK: NotificationLook = { icon: Bell, tone: 'bg-muted text-muted-foreground' };

export function notificationLook(type: string): NotificationLook {
  return Object.hasOwn(LOOKS, type) ? LOOKS[type] : DEFAULT_NOTIFICATION_LOOK;
}
