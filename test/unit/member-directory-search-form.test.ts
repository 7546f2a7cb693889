import { searchForm } from '../../shared/member-store/search-form.js';

describe('the form the member directory orders and searches values by', () => {
  it('folds case, accents and runs of spaces, so what an operator types finds the name as it was written', () => {
    expect(searchForm('name', '  Élodie   DURAND ')).toBe('elodie durand');
    expect(searchForm('surname', 'Ångström Ñúñez')).toBe('angstrom nunez');
    expect(searchForm('email', 'Ada.Lovelace@Example.COM')).toBe('ada.lovelace@example.com');
  });

  it('keeps a phone number to its digits, whatever the punctuation', () => {
    expect(searchForm('mobile_phone_number', '+1 (555) 010-1')).toBe('15550101');
    expect(searchForm('mobile_phone_number', 'call me')).toBe('');
  });

  it('keeps at most 200 characters, so any value fits in a sort key', () => {
    expect(searchForm('third_party_id', 'x'.repeat(5_000))).toHaveLength(200);
  });
});
