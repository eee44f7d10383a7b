import { describe, expect, it } from 'vitest';
import { answerHref, formValues, type PortfolioAnswer, readAnswer } from './portfolio-answers';

const roundTrip = (answer: PortfolioAnswer) => readAnswer(answerHref('/portfolio', answer).split('?')[1] ?? '');

describe('the answer a 我的持股 form post is sent back with', () => {
  it('reads back every answer the edge writes', () => {
    const answers: PortfolioAnswer[] = [
      { kind: 'account-created', id: 3 },
      { kind: 'entry-removed', id: 41, values: { account: '2', kind: 'buy', date: '2024-03-15', symbol: 'NVDA', shares: '10' } },
      { kind: 'entry-removed', id: null, values: { account: '2', kind: 'deposit', date: '2024-03-15', amount: '1000', currency: 'TWD' } },
      { kind: 'entry-moved', id: 9 },
      { kind: 'refused', form: 'entry', why: 'store', id: null, values: { account: '3', from: '2', edit: '9', kind: 'sell', fxDate: '2024-03-15', fxShown: '31.5' } },
      { kind: 'refused', form: 'entry', why: 'unknown-symbol', id: null, values: { account: '2', kind: 'buy', symbol: 'ZZZQX', note: '第一筆 & <b>' } },
      { kind: 'refused', form: 'rename', why: 'name-taken', id: 7, values: { name: 'Firstrade' } },
      { kind: 'not-found' },
    ];
    for (const answer of answers) expect(roundTrip(answer)).toEqual(answer);
  });

  it('keeps the query short: only the fields typed, none the site does not know', () => {
    expect(answerHref('/portfolio/add', { kind: 'refused', form: 'entry', why: 'check', id: null, values: formValues((name) => ({ kind: 'buy', shares: '', price: '1', evil: 'x' })[name]) })).toBe(
      '/portfolio/add?answer=refused&form=entry&why=check&kind=buy&price=1',
    );
    expect(formValues(() => 'x'.repeat(5000)).note).toHaveLength(800);
  });

  it('reads nothing from a query this site never writes', () => {
    for (const search of [
      '',
      'answer=account-created',
      'answer=account-created&id=-1',
      'answer=account-created&id=1e3',
      'answer=refused&form=entry',
      'answer=refused&form=x&why=check',
      'answer=entry-removed&kind=steal',
      'answer=hello',
    ]) {
      expect(readAnswer(search)).toBeNull();
    }
  });
});
