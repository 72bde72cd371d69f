import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, gstinCheckCharacter, gstinProblem } from './gstin';
import { stateFromAddress } from './gst-states';

describe('GSTIN', () => {
  it('accepts real GSTINs and computes their check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
  });

  it('says what is wrong with a bad one', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.length);
    expect(gstinProblem('27AAPF10939F1ZV')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem('27AAPFU0939F1XV')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe(GSTIN_MESSAGES.state);
    // One character mistyped, and two neighbours swapped: both caught by the check character.
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checksum);
    expect(gstinProblem('27AAPFU0993F1ZV')).toBe(GSTIN_MESSAGES.checksum);
  });

  it('reads the state from the PIN in an address', () => {
    expect(stateFromAddress('12 MG Road, Bengaluru 560001')).toBe('29');
    expect(stateFromAddress('Panaji, Goa 403001')).toBe('30');
    expect(stateFromAddress('Andheri, Mumbai 400 053')).toBe('27');
    expect(stateFromAddress('Pune')).toBeNull();
  });
});
