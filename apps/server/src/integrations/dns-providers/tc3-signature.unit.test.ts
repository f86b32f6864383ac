// The worked example of Tencent Cloud's "Signature v3" page: DescribeInstances on cvm, timestamp 1551113065.
import { describe, expect, it } from 'vitest';
import { tc3Authorization } from './tc3-signature.js';

describe('TC3-HMAC-SHA256', () => {
  const example = {
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
    service: 'cvm',
    host: 'cvm.tencentcloudapi.com',
    contentType: 'application/json; charset=utf-8',
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    timestamp: 1551113065,
  };

  it('signs the documented example to the documented signature', () => {
    expect(tc3Authorization(example)).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });

  it('changes with the body, the key and the day', () => {
    const base = tc3Authorization(example);
    expect(tc3Authorization({ ...example, payload: `${example.payload} ` })).not.toBe(base);
    expect(tc3Authorization({ ...example, secretKey: 'other' })).not.toBe(base);
    expect(tc3Authorization({ ...example, timestamp: example.timestamp + 86_400 })).toContain(
      '/2019-02-26/cvm/',
    );
  });
});
