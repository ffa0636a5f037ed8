Feature: Who changed what in a file, and who is in it
  A file is worked by several people of an agency. Each of them sees who else has the file open,
  sees a colleague's change arrive without reloading, and can look up every change made to it:
  who, when, how, and the value before and after.

  Background:
    Given I am signed in as "dana@demo-title.test"
    And my agency has the order "LIVE-2026-0001"

  Scenario: Riley has the file open and sees my change arrive
    Given Riley has the file "LIVE-2026-0001" open
    When I open the file "LIVE-2026-0001"
    Then I see that Riley Chen is viewing the file
    And Riley sees that Dana Agent is viewing the file
    When I type "512000" as the "Sales Price"
    Then Riley sees "512000.00" as the "Sales Price", changed by Dana Agent
    And the page has no serious accessibility violations

  Scenario: What a colleague is editing shows in the file's header, and they go when they leave
    Given Riley has the file "LIVE-2026-0001" open
    When I open the file "LIVE-2026-0001"
    And Riley clicks into the "Lender Name"
    Then I see that Riley Chen is editing Lender Name
    When Riley goes back to the dashboard
    Then I no longer see Riley Chen in the file

  Scenario: A colleague changes the field I am typing in
    Given Riley has the file "LIVE-2026-0001" open
    When I open the file "LIVE-2026-0001"
    And I start typing " Bank" in the "Lender Name"
    And Riley changes the "Lender Name" of "LIVE-2026-0001" to "Riley Savings"
    Then I see that someone else changed the "Lender Name" to "Riley Savings"

  Scenario: I see who changed the sales price
    Given Riley changed the "Sales Price" of "LIVE-2026-0001" to 512000
    When I open the history of "LIVE-2026-0001"
    Then the history shows Riley Chen changed "Sales Price" from "450,000" to "512,000"
    When I show only the changes of "Riley Chen"
    Then the history counts 1 change
    And the page has no serious accessibility violations

  Scenario: The history goes out as a spreadsheet
    Given Riley changed the "Sales Price" of "LIVE-2026-0001" to 512000
    When I open the history of "LIVE-2026-0001"
    And I export the history
    Then the downloaded file "history-LIVE-2026-0001.csv" has a row where Riley Chen changed "Sales Price" from "450000" to "512000"

  Scenario: The dashboard shows what happens in the agency
    Given Riley changed the "Sales Price" of "LIVE-2026-0001" to 512000
    When I open "/dashboard"
    Then the recent activity says "Riley Chen changed Sales Price on file LIVE-2026-0001"
