Feature: The work on each file
  Every file carries the steps its transaction needs as a checklist: who does each step and by
  when, what it is waiting on, and the commitment's requirements as curative items. Due dates follow
  the file's closing. Every agent starts the day from My work, their open items across every file,
  and an administrator hands someone's work to a colleague when they are out.

  Background:
    Given I am signed in as "dana@demo-title.test"
    And my agency has the order "WORK-2026-0001"

  Scenario: A new file gets its checklist
    When I open the checklist of "WORK-2026-0001"
    Then I see the heading "Checklist"
    And the checklist has 13 items
    And the checklist item "Order payoff statements" is due "2026-12-01"
    And the checklist item "Disburse the funds" is due "2026-12-16"
    And the page has no serious accessibility violations

  Scenario: Curative is cleared from the checklist
    Given the commitment of "WORK-2026-0001" requires "Certification of trust for the Baker Family Trust."
    When I open the checklist of "WORK-2026-0001"
    And I tick "Curative: Certification of trust for the Baker Family Trust."
    Then the item "Curative: Certification of trust for the Baker Family Trust." is done by Dana Agent
    When I open "commitment/requirements" of that order
    Then I see "Satisfied on the checklist"

  Scenario: Due dates move with the closing
    Given Riley moved the closing of "WORK-2026-0001" to "2026-12-11"
    When I open the checklist of "WORK-2026-0001"
    Then the checklist item "Order payoff statements" is due "2026-11-27"
    And the checklist item "Disburse the funds" is due "2026-12-16"
    When I open the history of "WORK-2026-0001"
    Then the history says "moved 7 checklist items with the closing date"

  Scenario: A colleague's tick reaches my open checklist
    Given I have the checklist of "WORK-2026-0001" open
    When Riley completes "Order the title search" on "WORK-2026-0001"
    Then the item "Order the title search" is done by Riley Chen

  Scenario: My work is in order and I complete an item from it
    Given I have the item "Call the HOA for the estoppel" on "WORK-2026-0001" due today
    And I have the item "Send the survey to the lender" on "WORK-2026-0001" due "2026-01-05"
    When I open My work
    Then My work shows the groups "Overdue", "Today", "This week" and "Later"
    And "Call the HOA for the estoppel" is under "Today"
    And "Send the survey to the lender" is under "Overdue"
    When I tick "Call the HOA for the estoppel"
    Then "Call the HOA for the estoppel" is no longer in My work
    And the page has no serious accessibility violations

  Scenario: An administrator gives a colleague's work to someone else
    Given Riley has the item "Order the HOA estoppel letter" on "WORK-2026-0001"
    When I open My work
    And I look at the work of "Riley Chen"
    And I give all of it to "Dana Agent"
    Then I see the notice that the items were reassigned to "Dana Agent"
    And "Riley Chen" has no open items
