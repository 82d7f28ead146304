import { describe, expect, it } from 'vitest';
import { checkFormAnswers } from './form-answers';
import type { FormInput } from './lead-models';

const inputs: FormInput[] = [
  { type: 'email', key: 'email', display: 'E-mail', required: true },
  { type: 'mobile', key: 'phone', display: 'Mobile number' },
];

describe('checkFormAnswers', () => {
  it('refuses a huge e-mail answer by its length, before any pattern runs over it', () => {
    // `a@a.a.….a@` makes the e-mail pattern backtrack quadratically: 64 KB blocked the event loop for seconds.
    const started = performance.now();
    const { errors } = checkFormAnswers(
      inputs,
      [{ key: 'email', value: `a@${'a.'.repeat(30_000)}@` }],
      () => true,
    );
    expect(performance.now() - started).toBeLessThan(100);
    expect(errors).toEqual({ email: 'E-mail must be at most 254 characters' });
  });

  it('keeps checking ordinary answers by their kind', () => {
    expect(checkFormAnswers(inputs, [{ key: 'email', value: 'meera@example.com' }], () => true)).toEqual({
      answers: [{ key: 'email', value: 'meera@example.com' }],
      errors: {},
    });
    expect(checkFormAnswers(inputs, [{ key: 'email', value: 'meera@' }], () => true).errors).toEqual({
      email: 'E-mail must be an e-mail address',
    });
  });

  it('refuses every field the form lacks, __proto__ too', () => {
    const given = JSON.parse('[{"key":"email","value":"a@b.test"},{"key":"__proto__","value":"x"}]');
    const { errors } = checkFormAnswers(inputs, given, () => true);
    expect(Object.entries(errors)).toEqual([['__proto__', 'Unknown field __proto__']]);
  });
});
