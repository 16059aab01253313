import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { AUTH_LIMIT_MESSAGES } from '../../shared/auth-limits';
import { BILLING_MESSAGES } from '../../shared/billing';
import { NOTE_MESSAGES } from '../../shared/note';
import { QUIZ_TEXT } from '../../shared/quiz';
import { limitReachedMessage } from '../../shared/usage';
import { PROFILE_MESSAGES } from '../../shared/user';
import { messageKeys, messageTranslations, translateMessage } from '../../shared/i18n/messages';
// The server's catalogues join the index when the plugin loads.
import './language';

/** The placeholders of an ICU message (`{count}`, `{until, date, medium}` → count, until). */
function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{\s*([a-zA-Z]+)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

describe('the Hindi messages', () => {
  const hi = messageTranslations('hi');

  it('translate every API message, and nothing else', () => {
    const keys = new Set(messageKeys());
    expect([...keys].filter((key) => !hi[key])).toEqual([]);
    expect(Object.keys(hi).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('are valid ICU messages written in Devanagari', () => {
    for (const [key, template] of Object.entries(hi)) {
      expect(() => new IntlMessageFormat(template, 'hi-IN', undefined, { ignoreTag: true }), key).not.toThrow();
      expect(template, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('name the same values as the English message', () => {
    expect(placeholders(messageTranslations('hi')['NOTE_MESSAGES.titleTooLong']!)).toEqual([]);
    expect(placeholders(messageTranslations('hi')['QUIZ_TEXT.mcqAnswer']!)).toEqual(['last', 'n', 'options']);
    expect(placeholders(messageTranslations('hi')['BILLING_MESSAGES.queued']!)).toEqual(['current', 'plan', 'start', 'until']);
  });

  it('turn a plain message into Hindi and leave other text alone', () => {
    expect(translateMessage(NOTE_MESSAGES.notFound, 'hi')).toBe('नोट नहीं मिला');
    expect(translateMessage(NOTE_MESSAGES.notFound, 'en')).toBe('Note not found');
    expect(translateMessage('Some text a user wrote', 'hi')).toBe('Some text a user wrote');
  });

  it('carry the values of a message built at run time', () => {
    expect(translateMessage(QUIZ_TEXT.answersCount(7), 'hi')).toBe('इस क्विज़ में 7 प्रश्न हैं: ठीक 7 उत्तर भेजें, हर प्रश्न का एक, क्रम से।');
    expect(translateMessage(AUTH_LIMIT_MESSAGES.signInWait(125), 'hi')).toContain('3 मिनट बाद');
    expect(translateMessage(PROFILE_MESSAGES.tooLong('First name', 60), 'hi')).toBe('पहला नाम अधिकतम 60 अक्षरों का होना चाहिए।');
    const queued = translateMessage(BILLING_MESSAGES.queued('Pro', 'Premium', new Date('2027-01-05T00:00:00Z'), null), 'hi');
    expect(queued).toContain('अगली सूचना तक');
    expect(queued).not.toMatch(/Jan|further notice/);
    const limit = limitReachedMessage({
      kind: 'doubts',
      plan: 'Free',
      limit: 10,
      now: new Date('2027-01-05T13:30:00Z'),
      resetsAt: new Date('2027-01-05T18:30:00Z'),
      timeZone: 'Asia/Kolkata',
      canUpgrade: true,
    });
    expect(limit).toContain('API limit reached: you have used all 10 doubt solutions of the Free plan for today.');
    expect(translateMessage(limit, 'hi')).toBe(
      'आज की सीमा पूरी हो गई: आपने Free प्लान के आज के सभी 10 संदेह समाधान इस्तेमाल कर लिए हैं। सीमा आधी रात को फिर शुरू होगी, 5 घंटे में। ज़्यादा रोज़ाना सीमा के लिए ऊँचा प्लान लें।',
    );
    const activated = translateMessage(BILLING_MESSAGES.activated('Pro', new Date('2027-01-05T00:00:00Z')), 'hi');
    expect(activated).toMatch(/2027/);
    expect(activated).not.toMatch(/Jan|further notice/);
  });
});
