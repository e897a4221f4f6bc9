// One address and nothing else: no display name, list, comment or line break that could add a
// header or a second recipient when it is put in To or Reply-To.
const ADDRESS = /^[^\s@<>()[\],;:"\\]{1,64}@[^\s@<>()[\],;:"\\]{1,253}$/u;

/** Whether `address` is one plain e-mail address a message header may carry as it is. */
export function isPlainAddress(address: string): boolean {
  return address.length <= 254 && ADDRESS.test(address) && !/\p{Cc}/u.test(address);
}
