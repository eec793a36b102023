import type { CheckoutAddressView } from "../mappers";

/** An address as the checkout repeats it back: name, street lines, town, country. */
export function AddressLines({ address }: { address: CheckoutAddressView }) {
  const lines = [
    `${address.firstname} ${address.lastname}`,
    address.company,
    address.street,
    address.apartment,
    address.neighborhood,
    address.extra,
    [address.postcode, address.city].filter(Boolean).join(" "),
    address.region,
    address.countryName,
    address.telephone,
  ].filter(Boolean);
  return (
    <address className="text-sm not-italic leading-relaxed" data-testid="address-lines">
      {lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
