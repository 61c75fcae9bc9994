/**
 * Which activity a business's figures show: its test activity while it is in test mode or when the admin asks for it
 * (the "Show test data" switch), else its live sales only.
 */
export function testDataShown(live: boolean, testDataAsked: boolean | undefined): boolean {
  return testDataAsked === true || !live;
}
