import { describe, expect, it } from 'vitest';
import { checkDateOfBirth, checkGender, checkPictureUrl } from './profile-fields';

const today = new Date('2026-06-15T12:00:00Z');

describe('profile fields', () => {
  it('take a gender from the platform’s list, or none', () => {
    for (const gender of ['male', 'female', 'unisex', '']) expect(checkGender(gender)).toBe(gender);
    for (const gender of ['Male', 'other', 'robot', '<script>', 'male ']) {
      expect(() => checkGender(gender), gender).toThrow(
        /^gender must be one of male, female, unisex, or empty$/,
      );
    }
  });

  it('take a date of birth that happened, from 1900 to today', () => {
    for (const dob of ['1990-04-12', '1900-01-01', '2026-06-15', '2024-02-29', '']) {
      expect(checkDateOfBirth(dob, today), dob).toBe(dob);
    }
    for (const dob of [
      '2026-06-17',
      '3000-01-01',
      '1899-12-31',
      '2023-02-29',
      '2026-13-01',
      '2026-00-10',
      '1990-4-12',
      '12/04/1990',
      '1990-04-12T00:00:00Z',
      'yesterday',
    ]) {
      expect(() => checkDateOfBirth(dob, today), dob).toThrow(/^dob must be a real date/);
    }
  });

  it('take an https picture only', () => {
    expect(checkPictureUrl('https://cdn.example/me.jpg')).toBe('https://cdn.example/me.jpg');
    expect(checkPictureUrl('')).toBe('');
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,AAAA',
      'http://cdn.example/me.jpg',
      '//cdn.example/me.jpg',
      '/me.jpg',
      'https:',
      'not a url',
    ]) {
      expect(() => checkPictureUrl(url), url).toThrow('profile_pic_url must be an https:// address');
    }
  });
});
