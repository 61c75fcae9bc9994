import { createSignedInAdmin, startTestPlatform } from '/work/main/test/api';
it('debug', async () => {
  const platform = await startTestPlatform();
  const a = await createSignedInAdmin(platform, 'Debug Grill');
  const cookie = [...a.api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = a.api.cookies.get('gv_csrf')!;
  const raw = async (contentType: string, body: string) => {
    const r = await fetch(`${platform.url}/api/v1/admin/create-giftcard`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf, 'content-type': contentType }, body });
    return `${r.status} ${await r.text()}`;
  };
  console.log([
    await raw('multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="giftCardName"\r\n\r\nhalf a fo'),
    await raw('multipart/form-data; boundary=XYZ', 'garbage without any boundary'),
    await raw('multipart/form-data', 'no boundary parameter'),
    await raw('multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--XYZ--\r\n'),
    await raw('application/json', '{"giftCardName": '),
    await raw('application/json', '[1,2,3]'),
    await raw('text/plain', 'hello'),
    await raw('application/x-www-form-urlencoded', 'giftCardName=x'),
  ].join('\n'));
  await platform.stop();
}, 60000);
