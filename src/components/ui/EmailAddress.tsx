/**
 * An e-mail address that may wrap after its "@" on a narrow screen: without the break
 * opportunity, the page's overflow-wrap splits it inside the domain ("sahyadrisoftware.co / m").
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
