import { describe, expect, it } from 'vitest';
import { describeDevice } from './device';

describe('describeDevice', () => {
  it('tells phones, tablets and desktops apart', () => {
    const phone = describeDevice(
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    );
    expect(phone).toMatchObject({ deviceType: 'mobile', browser: 'Chrome', os: 'Android' });
    const iphone = describeDevice(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    expect(iphone).toMatchObject({ deviceType: 'mobile', browser: 'Safari', os: 'iOS' });
    const tab = describeDevice(
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    );
    expect(tab).toMatchObject({ deviceType: 'tablet', os: 'Android' });
    const ipad = describeDevice(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      5,
    );
    expect(ipad).toMatchObject({ deviceType: 'tablet', os: 'iOS' });
    const desk = describeDevice(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
    );
    expect(desk).toMatchObject({ deviceType: 'desktop', browser: 'Edge', os: 'Windows' });
  });
});
