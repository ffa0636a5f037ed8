/** A native select's choices: first the empty one ("Select", "Everyone"), then the options. */
export function SelectOptions({ empty, options }: { empty: string; options: readonly { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
