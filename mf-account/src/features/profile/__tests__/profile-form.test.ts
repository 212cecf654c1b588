import { aUser } from '../../../testing/fixtures';
import { newContacts, profileFormData, profileFormValues, proofOf, type NewContact } from '../profile-form';

const user = aUser({ email: 'Ana@Example.test', mobile: '+351 912 345 678' });
const contactsOf = (changes: { email?: string; mobile?: string }) =>
  newContacts(user, { email: user.email, mobile: user.mobile, ...changes });

describe('the contacts a profile save must confirm first', () => {
  it('needs none when the e-mail and the phone number are as saved', () => {
    expect(contactsOf({})).toEqual([]);
  });

  it('compares e-mail addresses regardless of case and surrounding spaces, as the API does', () => {
    expect(contactsOf({ email: ' ana@EXAMPLE.test ' })).toEqual([]);
  });

  it('compares phone numbers by their digits, as the API does', () => {
    expect(contactsOf({ mobile: '+351912345678' })).toEqual([]);
    expect(contactsOf({ mobile: '(351) 912-345-678' })).toEqual([]);
  });

  it('asks for a code to a new e-mail address, as typed without the spaces around it', () => {
    expect(contactsOf({ email: ' ana.sousa@example.test ' })).toEqual([
      { field: 'email', channel: 'email', address: 'ana.sousa@example.test' },
    ]);
  });

  it('asks for a code by phone to a new phone number', () => {
    expect(contactsOf({ mobile: '+351 913 000 111' })).toEqual([
      { field: 'mobile', channel: 'phone', address: '+351 913 000 111' },
    ]);
  });

  it('asks for the e-mail address first, then the phone number, when both change', () => {
    expect(contactsOf({ email: 'new@example.test', mobile: '+351913000111' }).map(({ field }) => field)).toEqual([
      'email',
      'mobile',
    ]);
  });

  it('asks for a code to a first phone number', () => {
    expect(newContacts(aUser({ mobile: '' }), { email: user.email, mobile: '+351912345678' })).toEqual([
      { field: 'mobile', channel: 'phone', address: '+351912345678' },
    ]);
  });

  it('needs no code to clear the phone number', () => {
    expect(contactsOf({ mobile: '  ' })).toEqual([]);
  });
});

describe('a kept proof', () => {
  const newEmail: NewContact = { field: 'email', channel: 'email', address: 'new@example.test' };

  it('is used for exactly the address it proves', () => {
    expect(proofOf({ email: { address: 'new@example.test', token: 'proof' } }, newEmail)).toBe('proof');
  });

  it('is not used once the address was edited again', () => {
    expect(proofOf({ email: { address: 'other@example.test', token: 'proof' } }, newEmail)).toBeUndefined();
    expect(proofOf({ mobile: { address: 'new@example.test', token: 'proof' } }, newEmail)).toBeUndefined();
  });
});

describe('the update_profile body', () => {
  const form = profileFormValues(aUser());

  it('carries the token of each confirmed contact under its own name', () => {
    const body = Object.fromEntries(profileFormData(form, null, { email: 'e-proof', mobile: 'm-proof' }).entries());
    expect(body).toMatchObject({ email_verification_token: 'e-proof', mobile_verification_token: 'm-proof' });
  });

  it('carries no token when none was needed', () => {
    const body = Object.fromEntries(profileFormData(form, null).entries());
    expect(body).not.toHaveProperty('email_verification_token');
    expect(body).not.toHaveProperty('mobile_verification_token');
    expect(body).toMatchObject({ email: 'ana@example.test', mobile: '+351912345678', notification: '1' });
  });
});
