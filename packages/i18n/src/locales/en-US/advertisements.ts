/** Texts of the advertisements and the chat widget setting (issue 15): the operator's refusals. */
export const advertisements = {
  errors: {
    location: 'The location "{{value}}" is not one of {{locations}}',
    image: {
      empty: 'The image address is required',
      tooLong: 'The image address is longer than {{max}} characters',
      scheme:
        'The image address "{{value}}" must be a path of this portal (starting with /) or an https:// address; http:, javascript: and other schemes are refused',
      malformed: 'The image address "{{value}}" is not a valid portal path or https:// address',
    },
    link: {
      empty: 'The link is required',
      tooLong: 'The link is longer than {{max}} characters',
      scheme:
        'The link "{{value}}" must be a path of this portal (starting with /) or an https:// address; http:, javascript: and other schemes are refused',
      malformed: 'The link "{{value}}" is not a valid portal path or https:// address',
    },
    chat: {
      empty: 'The address of the chat script is required (use --clear to remove it)',
      tooLong: 'The address of the chat script is longer than {{max}} characters',
      scheme:
        'The chat script "{{value}}" must be an https:// address; http:, javascript: and other schemes are refused',
      malformed: 'The chat script "{{value}}" is not a valid https:// address',
    },
    descriptionRequired: 'The description is required',
    descriptionTooLong: 'The description is longer than {{max}} characters',
    countdown: 'The countdown must be a whole number of seconds from 0 to {{max}}',
    window: 'The end must be later than the start',
    endsInPast: 'The end is already past: the advertisement would never be shown',
    notFound: 'Advertisement {{id}} does not exist',
    removedAlready: 'Advertisement {{id}} was removed already',
  },
};
