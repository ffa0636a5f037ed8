Feature: The title commitment
  After order entry, an agent prepares the commitment: Schedule A from what the order already
  knows, the requirements (Schedule B-I) and exceptions (Schedule B-II) from the libraries, and a
  printable commitment to send.

  Background:
    Given I am signed in as "dana@demo-title.test"
    And my agency has the order "COM-2026-0001" bought by "Ana Reyes"
    And I search for "COM-2026-0001"
    And I open the 1st file of the list

  Scenario: Schedule A offers the order's values and saves
    When I choose "Schedule A" in the side menu
    Then I see "These values come from the order. Check them, then save Schedule A."
    And the "Proposed Insured (Owner)" field holds "Ana Reyes"
    And the "Requirements Expire After (days)" field holds "180"
    And the "Owner's Coverage Amount" field holds "450000.00"
    When I type "Fidelity Title Center" as the "Commitment By"
    And I click the "Save Schedule A" button
    Then I see "Saved"
    When I reload the page
    Then the "Commitment By" field holds "Fidelity Title Center"
    And the page has no serious accessibility violations

  Scenario: Requirements come from the library, in the order chosen
    When I choose "Requirements (B-I)" in the side menu
    And I add "R-103" from the library
    And I add "R-101" from the library
    And I add the custom text "Payoff of the home equity line to Lakeside Credit Union."
    And I move entry 2 up
    And I click the "Save requirements" button
    Then I see "Saved"
    And the entries read "R-101", "R-103" and the custom text
    And the page has no serious accessibility violations

  Scenario: Requirements are edited and removed, and stay so after a reload
    When I choose "Requirements (B-I)" in the side menu
    And I add "R-101" from the library
    And I add "R-103" from the library
    And I add the custom text "Survey to be ordered."
    Then I see 3 entries
    When I change entry 3 to "Survey received and reviewed."
    And I remove entry 1
    Then I see 2 entries
    And entry 1 reads "R-103"
    And entry 2 reads "Survey received and reviewed."
    When I click the "Save requirements" button
    Then I see "Saved"
    When I reload the page
    Then I see 2 entries
    And entry 2 reads "Survey received and reviewed."

  Scenario: Unsaved requirements ask before the agent leaves them
    When I choose "Requirements (B-I)" in the side menu
    And I add "R-101" from the library
    And I choose "Schedule A" in the side menu
    Then I am asked whether to leave without saving
    And the page has no serious accessibility violations
    When I click the "Stay on this page" button
    Then I see "Unsaved changes"
    When I click the "Save requirements" button
    Then I see "Saved"
    When I choose "Schedule A" in the side menu
    Then I see "These values come from the order. Check them, then save Schedule A."

  Scenario: The printable commitment shows Schedule A, B-I and B-II
    When I choose "Exceptions (B-II)" in the side menu
    And I add "E-200" from the library
    And I click the "Save exceptions" button
    And I see "Saved"
    And I choose "Printable commitment" in the side menu
    Then I see the heading "Schedule A"
    And I see the heading "Schedule B, Part I — Requirements"
    And I see the heading "Schedule B, Part II — Exceptions"
    And I see "Rights or claims of parties in possession not shown by the public records."
    And the header shows only the logo
