// intl-warmup.ts: builds the browser's lists of number and date locales, says so, and ends.
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');
self.postMessage('warm', {});
self.close();
