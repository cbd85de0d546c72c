from enum import StrEnum


class ListVariantsRegion(StrEnum):
    AMERICAS = "Americas"
    CARIBBEAN = "Caribbean"
    CENTRAL_AFRICA = "Central Africa"
    CENTRAL_ASIA = "Central Asia"
    EAST_AFRICA = "East Africa"
    EAST_ASIA = "East Asia"
    EUROPE = "Europe"
    GREAT_LAKES = "Great Lakes"
    HORN_OF_AFRICA = "Horn of Africa"
    INDIAN_OCEAN = "Indian Ocean"
    MIDDLE_EAST = "Middle East"
    MODERN = "Modern"
    NORTH_AFRICA = "North Africa"
    OCEANIA = "Oceania"
    SOUTHEAST_ASIA = "Southeast Asia"
    SOUTHERN_AFRICA = "Southern Africa"
    SOUTH_ASIA = "South Asia"
    WEST_AFRICA = "West Africa"

    def __str__(self) -> str:
        return str(self.value)
