/** A form field's error, under it (the field points at it with aria-describedby). */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="field-error">
      {text}
    </p>
  ) : null;
}
