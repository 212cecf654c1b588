import * as contract from '../index';
import { contractTextKeys, withContractTexts } from '../locale-texts';
import { contractTexts } from '../contract-texts';

const texts = {
  formMessages: { nameRequired: 'Please enter your name.', nameTooLong: 'That name is too long.' },
  pageMessages: { saved: 'Saved.' },
  passwordHint: 'At least 6 characters.',
};

describe('withContractTexts', () => {
  it("puts an object's texts under its key, a member's or a single text at its key", () => {
    const own = { title: 'Sign up', validation: { required: 'This field is required.' } };
    expect(
      withContractTexts(
        own,
        {
          'errors.form': 'formMessages',
          'validation.nameRequired': 'formMessages.nameRequired',
          'validation.password': 'passwordHint',
        },
        texts,
      ),
    ).toEqual({
      title: 'Sign up',
      validation: {
        required: 'This field is required.',
        nameRequired: 'Please enter your name.',
        password: 'At least 6 characters.',
      },
      errors: { form: { nameRequired: 'Please enter your name.', nameTooLong: 'That name is too long.' } },
    });
  });

  it('leaves the texts it was given as they were', () => {
    const own = { validation: { required: 'This field is required.' } };
    withContractTexts(own, { 'validation.nameRequired': 'formMessages.nameRequired' }, texts);
    expect(own).toEqual({ validation: { required: 'This field is required.' } });
  });

  it('refuses a key that has a text of its own too: each text has one source', () => {
    expect(() => withContractTexts({ page: { saved: 'Saved!' } }, { page: 'pageMessages' }, texts)).toThrow(
      '"page.saved" has a text of its own and a contract text: keep one',
    );
    expect(() => withContractTexts({ saved: 'Saved!' }, { saved: 'pageMessages.saved' }, texts)).toThrow(
      '"saved" has a text of its own and a contract text: keep one',
    );
    expect(() => withContractTexts({}, { a: 'pageMessages', 'a.saved': 'pageMessages.saved' }, texts)).toThrow(
      '"a.saved" has a text of its own and a contract text: keep one',
    );
  });

  it('refuses a key under a text', () => {
    expect(() => withContractTexts({ page: 'Page' }, { 'page.saved': 'pageMessages.saved' }, texts)).toThrow(
      '"page.saved": "page" is a text, not a group of keys',
    );
  });

  it('refuses a name it was not given, or a member its object lacks', () => {
    expect(() => withContractTexts({}, { messages: 'chatMessages' }, texts)).toThrow(
      '"chatMessages" is not one of the contract texts given',
    );
    expect(() => withContractTexts({}, { saved: 'pageMessages.deleted' }, texts)).toThrow(
      '"pageMessages.deleted": pageMessages has no text "deleted"',
    );
    expect(() => withContractTexts({}, { hint: 'passwordHint.short' }, texts)).toThrow(
      '"passwordHint.short": passwordHint has no text "short"',
    );
    expect(() => withContractTexts({}, { hint: 'toString' }, texts)).toThrow(
      '"toString" is not one of the contract texts given',
    );
  });
});

describe('contractTextKeys', () => {
  it('gives the key of each declared text', () => {
    expect(contractTextKeys({ 'errors.form': 'formMessages', saved: 'pageMessages.saved' }, texts)).toEqual(
      new Map([
        ['Please enter your name.', 'errors.form.nameRequired'],
        ['That name is too long.', 'errors.form.nameTooLong'],
        ['Saved.', 'saved'],
      ]),
    );
  });
});

describe('contractTexts', () => {
  it('names every message object of the contract, as the contract exports it', () => {
    const messageObjects = Object.entries(contract).filter(
      ([name, value]) => name.endsWith('Messages') && typeof value === 'object',
    );
    expect(messageObjects.length).toBeGreaterThan(10);
    for (const [name, value] of messageObjects) {
      expect({ name, value: contractTexts[name as keyof typeof contractTexts] }).toEqual({ name, value });
    }
  });

  it('holds texts only', () => {
    const all = Object.values(contractTexts).flatMap((found) =>
      typeof found === 'string' ? [found] : Object.values(found),
    );
    expect(all.filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });
});
