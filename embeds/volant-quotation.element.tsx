// <volant-quotation uuid="…" api-base="…"> — the public quotation for partner websites (see embeds/README.md).
import './runtime/base';
import { defineWidget, type WidgetProps } from './runtime/define';
import { loadWidgetStyles } from './runtime/styles';
import { QUOTATION_ATTRIBUTES, QuotationWidget } from './quotation/QuotationWidget';

const scriptUrl = import.meta.url;

function VolantQuotation(props: WidgetProps<typeof QUOTATION_ATTRIBUTES>) {
  return <QuotationWidget {...props} scriptUrl={scriptUrl} />;
}

defineWidget({
  tag: 'volant-quotation',
  attributes: QUOTATION_ATTRIBUTES,
  styles: loadWidgetStyles(new URL('./volant-quotation.css', scriptUrl)),
  component: VolantQuotation,
});
