/**
 * Shell §5's mobile number rule, for checking the field before the order is sent: the national
 * number (without the country code and the trunk 0) must match the country's mobilePattern, where
 * " OR " separates alternatives and " to " is the comma of a repeat range. The server checks the
 * same rule again when the order is created.
 */
export function mobileMatches(pattern: string, phoneCode: string, mobile: string): boolean {
  let national = mobile.replace(/[\s().-]/g, '');
  if (national.startsWith(`+${phoneCode}`)) national = national.slice(phoneCode.length + 1);
  else if (national.startsWith('0')) national = national.slice(1);
  if (!/^\d{4,15}$/.test(national)) return false;
  const alternatives = pattern.split(' OR ').map((p) => p.trim().replaceAll(' to ', ','));
  try {
    return new RegExp(`^(?:${alternatives.join('|')})$`).test(national);
  } catch {
    return false;
  }
}
