import { describe, expect, it } from 'vitest';
import { deletionText } from './deletion-text';

describe('the delete confirmation', () => {
  it('lists what goes with the recipient and what stays', () => {
    expect(deletionText('Ada', { occasions: 2, reminders: 3, gift_ideas: 1, gift_history: 4 })).toEqual({
      goes: "Ada's 2 occasions, 3 reminders and 1 saved gift idea will be deleted with them.",
      stays: '4 gift history entries stay in your Gift History, without their name.',
    });
    expect(deletionText('Ada', { occasions: 1, reminders: 0, gift_ideas: 0, gift_history: 1 })).toEqual({
      goes: "Ada's 1 occasion will be deleted with them.",
      stays: '1 gift history entry stays in your Gift History, without their name.',
    });
  });

  it('says so when nothing else goes', () => {
    expect(deletionText('Ada', { occasions: 0, reminders: 0, gift_ideas: 0, gift_history: 0 })).toEqual({
      goes: 'Ada has no occasions, reminders or saved gift ideas, so nothing else is deleted.',
      stays: null,
    });
  });
});
